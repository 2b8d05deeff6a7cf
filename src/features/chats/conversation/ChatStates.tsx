import { Button, Result, Skeleton } from 'antd';
import { t } from '../../../i18n/chats';
import { BackLink } from './BackLink';

/** While the conversation loads: its shape, header, messages and customer, in grey. */
export function ChatLoading() {
  return (
    <div className="bo-chat__loading" role="status" aria-label={t('chats.loading')}>
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1, width: '15%' }} />
      <div className="bo-chat__body">
        <div className="bo-chat__panel">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
        <div className="bo-chat__panel">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </div>
    </div>
  );
}

/** An id that is no chat (any more): a way back to the list. */
export function ChatNotFound() {
  return (
    <div className="bo-chat__panel bo-chat__result">
      <Result
        status="404"
        title={<h1 className="bo-chat__result-title">{t('chats.notFound')}</h1>}
        subTitle={t('chats.notFoundHint')}
        extra={<BackLink primary />}
      />
    </div>
  );
}

/** Any other failure to read the chat: try again, or go back. */
export function ChatLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="bo-chat__panel bo-chat__result">
      <Result
        status="warning"
        title={<h1 className="bo-chat__result-title">{t('chats.chatLoadFailed')}</h1>}
        extra={[
          <Button key="retry" type="primary" loading={retrying} onClick={onRetry}>
            {t('session.retry')}
          </Button>,
          <BackLink key="back" />,
        ]}
      />
    </div>
  );
}
