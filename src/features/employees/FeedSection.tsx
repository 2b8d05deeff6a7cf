import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/employees';
import { formatBrussels } from '../../shared/brussels';
import {
  useCreateEmployeeFeedMutation,
  useGetEmployeeFeedsQuery,
  useRemoveEmployeeFeedMutation,
  type Employee,
  type EmployeeFeed,
} from '../../entities/appointments/api';

/**
 * An employee's calendar feeds for their phone (docs/product.md § Agenda, Feed): each listed
 * with who made it, when, and when a calendar last fetched it, and ended one by one; a new one
 * is made here, its address shown once, since the server keeps only its hash.
 */
export function FeedSection({ employee }: { employee: Employee }) {
  const { message, modal } = App.useApp();
  const feeds = useGetEmployeeFeedsQuery({ id: employee.id });
  const [create, creating] = useCreateEmployeeFeedMutation();
  const [remove] = useRemoveEmployeeFeedMutation();
  const [includeCustomerDetails, setIncludeCustomerDetails] = useState(false);
  const [url, setUrl] = useState<string | null>(null);

  const make = async () => {
    const made = await create({ id: employee.id, feedInput: { includeCustomerDetails } }).unwrap();
    setIncludeCustomerDetails(false);
    setUrl(made.url);
  };

  const end = async (feed: EmployeeFeed) => {
    const confirmed = await modal.confirm({
      title: t('employee.feedEndConfirm'),
      content: t('employee.feedEndText'),
      okText: t('employee.feedEnd'),
      cancelText: t('employee.deleteCancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    await remove({ id: employee.id, feedId: feed.id }).unwrap();
    message.success(t('employee.feedRevoked'));
  };

  const list = feeds.data ?? [];
  return (
    <Card title={t('employee.feed')} size="small">
      <p>{t('employee.feedText')}</p>
      {feeds.isSuccess && list.length === 0 && (
        <p className="bo-employee__none">{t('employee.feedOff')}</p>
      )}
      {list.length > 0 && (
        <ul className="bo-employee__feeds" aria-label={t('employee.feedList')}>
          {list.map((feed) => {
            const maker = feed.createdBy?.name ?? t('employee.feedUnknownMaker');
            const made = formatBrussels(feed.createdAt);
            return (
              <li key={feed.id}>
                <dl className="bo-employee__feed">
                  <dt>{t('employee.feedMadeBy')}</dt>
                  <dd>{maker}</dd>
                  <dt>{t('employee.feedMadeAt')}</dt>
                  <dd>{made}</dd>
                  <dt>{t('employee.feedLastFetched')}</dt>
                  <dd>
                    {feed.lastFetchedAt
                      ? formatBrussels(feed.lastFetchedAt)
                      : t('employee.feedNeverFetched')}
                  </dd>
                  <dt>{t('employee.feedContents')}</dt>
                  <dd>
                    {t(
                      feed.includeCustomerDetails
                        ? 'employee.feedWithDetails'
                        : 'employee.feedWithoutDetails',
                    )}
                  </dd>
                </dl>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={`${t('employee.feedEnd')}: ${maker}, ${made}`}
                  onClick={() => void end(feed)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Space orientation="vertical">
        <Checkbox
          checked={includeCustomerDetails}
          onChange={(event) => setIncludeCustomerDetails(event.target.checked)}
        >
          {t('employee.feedIncludeDetails')}
        </Checkbox>
        <Button
          onClick={() => void make()}
          loading={creating.isLoading}
          disabled={!employee.active}
        >
          {t('employee.feedCreate')}
        </Button>
      </Space>
      <Modal
        open={url !== null}
        title={t('employee.feedShownTitle')}
        onCancel={() => setUrl(null)}
        footer={<Button onClick={() => setUrl(null)}>{t('history.close')}</Button>}
      >
        <p>{t('employee.feedShownText')}</p>
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url ?? ''} aria-label={t('employee.feedShownTitle')} />
          <Button
            type="primary"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(url ?? '')
                .then(() => message.success(t('employee.feedCopied')))
            }
          >
            {t('employee.feedCopy')}
          </Button>
        </Space.Compact>
      </Modal>
    </Card>
  );
}
