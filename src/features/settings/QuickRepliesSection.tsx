import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Popconfirm,
  Result,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/settings';
import {
  useGetQuickRepliesQuery,
  useRemoveQuickReplyMutation,
  type QuickReply,
} from '../../entities/quick-replies/api';
import { plainExcerpt } from '../../shared/rich-text/plain-text';
import { QuickReplyModal } from './QuickReplyModal';
import { tablePagination } from '../../shared/table-pagination';

const PAGE_SIZE = 25;

/** 'Snelantwoorden': staff's shared answers for chat replies, by title as the server sorts them. */
export function QuickRepliesSection() {
  const { data: quickReplies, isLoading, isError, refetch } = useGetQuickRepliesQuery();
  const [remove] = useRemoveQuickReplyMutation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<QuickReply | 'new' | null>(null);
  // Every opening gets a fresh form: nothing typed before is kept.
  const [opening, setOpening] = useState(0);

  const open = (quickReply: QuickReply | 'new') => {
    setOpening((count) => count + 1);
    setEditing(quickReply);
  };

  const confirmRemove = async (quickReply: QuickReply) => {
    try {
      await remove({ id: quickReply.id }).unwrap();
    } catch {
      // The error notifications say why; the list is read again either way.
      return;
    }
    message.success(t('settings.quickReplies.removed', { title: quickReply.title }));
  };

  const columns: TableColumnsType<QuickReply> = [
    {
      key: 'title',
      title: t('settings.quickReplies.titleField'),
      width: '30%',
      render: (_, quickReply) => <span className="bo-settings__name">{quickReply.title}</span>,
    },
    {
      key: 'text',
      title: t('settings.quickReplies.text'),
      ellipsis: true,
      render: (_, quickReply) => plainExcerpt(quickReply.contentDutch),
    },
    {
      key: 'languages',
      title: t('settings.quickReplies.languages'),
      width: 110,
      render: (_, quickReply) => (
        <>
          <Tag>{t('settings.quickReplies.languageDutch')}</Tag>
          {quickReply.contentEnglish && <Tag>{t('settings.quickReplies.languageEnglish')}</Tag>}
        </>
      ),
    },
    {
      key: 'actions',
      title: <span className="bo-sr-only">{t('settings.quickReplies.actions')}</span>,
      width: 270,
      align: 'right',
      render: (_, quickReply) => (
        <Space size="small">
          <Button
            size="small"
            icon={<EditOutlined aria-hidden="true" />}
            aria-label={t('settings.quickReplies.editLabel', { title: quickReply.title })}
            onClick={() => open(quickReply)}
          >
            {t('settings.quickReplies.edit')}
          </Button>
          <Popconfirm
            title={t('settings.quickReplies.removeTitle', { title: quickReply.title })}
            description={t('settings.quickReplies.removeText')}
            okText={t('settings.quickReplies.remove')}
            cancelText={t('settings.quickReplies.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => confirmRemove(quickReply)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden="true" />}
              aria-label={t('settings.quickReplies.removeLabel', { title: quickReply.title })}
            >
              {t('settings.quickReplies.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="bo-settings__section" aria-labelledby="bo-settings-quick-replies">
      <Card
        title={
          <div className="bo-settings__title">
            <h2 id="bo-settings-quick-replies" className="bo-settings__heading">
              {t('settings.quickReplies.title')}
            </h2>
            {quickReplies && quickReplies.length > 0 && (
              <span className="bo-settings__summary">
                {quickReplies.length === 1
                  ? t('settings.quickReplies.summaryOne')
                  : t('settings.quickReplies.summary', { count: quickReplies.length })}
              </span>
            )}
          </div>
        }
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('settings.quickReplies.add')}
          </Button>
        }
        styles={{ body: { padding: 0 } }}
      >
        <p className="bo-settings__intro bo-settings__intro--padded">
          {t('settings.quickReplies.intro')}
        </p>
        {isError && !quickReplies ? (
          <Result
            status="warning"
            title={t('settings.quickReplies.loadFailed')}
            extra={<Button onClick={() => refetch()}>{t('session.retry')}</Button>}
          />
        ) : quickReplies?.length === 0 ? (
          // Said in plain text, not as an empty table (whose grey text and empty scroll area
          // readers of the screen would meet for nothing).
          <p className="bo-settings__intro bo-settings__intro--padded bo-settings__empty">
            {t('settings.quickReplies.empty')}
          </p>
        ) : (
          <Table<QuickReply>
            className="bo-settings__table"
            rowKey="id"
            columns={columns}
            dataSource={quickReplies}
            loading={isLoading}
            size="middle"
            tableLayout="fixed"
            locale={{ emptyText: t('settings.quickReplies.empty') }}
            pagination={tablePagination(PAGE_SIZE)}
            scroll={{ x: 640 }}
          />
        )}
      </Card>
      <QuickReplyModal key={opening} quickReply={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
