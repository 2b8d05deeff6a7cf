import { App, Button, Card, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/agenda';
import {
  useCreateEmployeeFeedMutation,
  useRemoveEmployeeFeedMutation,
  type Employee,
} from '../../shared/agenda/api';

/**
 * The address of an employee's calendar feed for their phone: made (or replaced) here and shown
 * once, since the server keeps only its hash; revoked here.
 */
export function FeedSection({ employee }: { employee: Employee }) {
  const { message, modal } = App.useApp();
  const [create, creating] = useCreateEmployeeFeedMutation();
  const [revoke, revoking] = useRemoveEmployeeFeedMutation();
  const [url, setUrl] = useState<string | null>(null);

  const make = async () => {
    const { url: made } = await create({ id: employee.id }).unwrap();
    setUrl(made);
  };

  const end = async () => {
    const confirmed = await modal.confirm({
      title: t('employee.feedRevoke'),
      content: t('employee.feedText'),
      okText: t('employee.feedRevoke'),
      cancelText: t('employee.deleteCancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    await revoke({ id: employee.id }).unwrap();
    message.success(t('employee.feedRevoked'));
  };

  return (
    <Card title={t('employee.feed')} size="small">
      <p>{t('employee.feedText')}</p>
      <p className="bo-employee__none">
        {t(employee.hasFeed ? 'employee.feedOn' : 'employee.feedOff')}
      </p>
      <Space wrap>
        <Button onClick={() => void make()} loading={creating.isLoading}>
          {t(employee.hasFeed ? 'employee.feedReplace' : 'employee.feedCreate')}
        </Button>
        {employee.hasFeed && (
          <Button danger onClick={() => void end()} loading={revoking.isLoading}>
            {t('employee.feedRevoke')}
          </Button>
        )}
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
