import { CheckOutlined, DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { t } from '../../../i18n/chats';
import { PageTitle } from '../../../shared/PageTitle';
import { BackLink } from './BackLink';

export interface ChatHeaderProps {
  id: number;
  subject: string;
  /** The latest message is the customer's: the chat waits for an answer. */
  waiting: boolean;
  /** The customer has the conversation open in the website's widget now. */
  customerOnline?: boolean;
  /** Open, or closed ('Afgehandeld'). */
  status: 'open' | 'closed';
  changingStatus: boolean;
  onStatus: (next: 'open' | 'closed') => void;
  deleting: boolean;
  onDelete: () => void;
  /** The role works the chats: it closes, reopens and removes (not one that answers its own). */
  manage?: boolean;
}

/**
 * docs/product.md § Conversation: a back button to /chats, the subject, 'REF: #' and the id, a
 * delete icon; and the conversation's status with the button that closes or reopens it.
 */
export function ChatHeader({
  id,
  subject,
  waiting,
  customerOnline = false,
  status,
  changingStatus,
  onStatus,
  deleting,
  onDelete,
  manage = true,
}: ChatHeaderProps) {
  const closed = status === 'closed';
  return (
    <header className="bo-chat__header">
      {/* The list is the chats' (a role answering only its own has the overview's). */}
      {manage && <BackLink />}
      <div className="bo-chat__heading">
        <div className="bo-chat__titles">
          <PageTitle>{subject}</PageTitle>
          <div className="bo-chat__facts">
            <span className="bo-chat__ref">{t('chats.ref', { id })}</span>
            <Tag
              className={`bo-chat__state bo-chat__state--${waiting ? 'waiting' : 'answered'}`}
              variant="filled"
            >
              {t(waiting ? 'chats.stateWaiting' : 'chats.stateAnswered')}
            </Tag>
            {closed && (
              <Tag className="bo-chat__state bo-chat__state--closed" variant="filled">
                {t('chats.statusClosed')}
              </Tag>
            )}
            <span
              className={`bo-chat__presence bo-chat__presence--${customerOnline ? 'online' : 'offline'}`}
              data-testid="chat-presence"
              aria-live="polite"
            >
              <span className="bo-chat__presence-dot" aria-hidden="true" />
              {t(customerOnline ? 'chats.customerOnline' : 'chats.customerOffline')}
            </span>
          </div>
        </div>
        {manage && (
          <>
            <Button
              className="bo-chat__status"
              icon={
                closed ? <UndoOutlined aria-hidden="true" /> : <CheckOutlined aria-hidden="true" />
              }
              loading={changingStatus}
              onClick={() => onStatus(closed ? 'open' : 'closed')}
            >
              {t(closed ? 'chats.reopen' : 'chats.markClosed')}
            </Button>
            <Tooltip title={t('chats.delete')}>
              <Button
                className="bo-chat__delete"
                type="text"
                danger
                size="large"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('chats.delete')}
                loading={deleting}
                onClick={onDelete}
              />
            </Tooltip>
          </>
        )}
      </div>
    </header>
  );
}
