import { App, Button, DatePicker, Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/documents';
import {
  useCreateDocumentShareMutation,
  useGetDocumentSharesQuery,
  useRemoveDocumentShareMutation,
  type Document,
} from '../../entities/documents/api';
import { CreatedLink } from '../../entities/documents/CreatedLink';
import {
  defaultExpiry,
  endOfBrusselsDay,
  outsideLinkDays,
} from '../../entities/documents/link-expiry';
import { refusalText } from '../../entities/documents/format';
import { formatBrussels } from '../../shared/brussels';
import type { dayjs } from '../../shared/dates';

interface ShareValues {
  expiresOn: dayjs.Dayjs;
  password?: string;
}

type Failure = Parameters<typeof refusalText>[0];

/**
 * A document shared (docs/product.md § Bestanden): a link until a day, with a password if one is
 * given, shown once to be copied; the document's links still open are listed, each revocable.
 */
export function ShareModal({ document, onClose }: { document: Document; onClose: () => void }) {
  const [form] = Form.useForm<ShareValues>();
  const { message } = App.useApp();
  const { data } = useGetDocumentSharesQuery({ id: document.id });
  const [create, { isLoading }] = useCreateDocumentShareMutation();
  const [revoke] = useRemoveDocumentShareMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // When the dialog opened: the links still open then are listed.
  const [openedAt] = useState(() => Date.now());
  const open = (data?.shares ?? []).filter(
    (share) => !share.revokedAt && new Date(share.expiresAt).getTime() > openedAt,
  );

  const submit = async ({ expiresOn, password }: ShareValues) => {
    setFailure(null);
    try {
      const created = await create({
        id: document.id,
        shareInput: {
          expiresAt: endOfBrusselsDay(expiresOn),
          ...(password?.trim() ? { password } : {}),
        },
      }).unwrap();
      setUrl(created.url);
    } catch (caught) {
      setFailure(refusalText(caught as Failure));
    }
  };

  const revokeShare = async (shareId: number) => {
    try {
      await revoke({ id: document.id, shareId }).unwrap();
      message.success(t('share.revoked'));
    } catch (caught) {
      message.error(refusalText(caught as Failure));
    }
  };

  return (
    <Modal
      open
      title={t('share.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('share.close')}</Button>}
      destroyOnHidden
    >
      {url ? (
        <CreatedLink url={url} />
      ) : (
        <Form<ShareValues>
          form={form}
          layout="vertical"
          initialValues={{ expiresOn: defaultExpiry() }}
          onFinish={submit}
        >
          <Form.Item
            name="expiresOn"
            label={t('share.expiresAt')}
            rules={[{ required: true, message: t('share.expiresRequired') }]}
          >
            <DatePicker format="DD/MM/YYYY" disabledDate={outsideLinkDays} />
          </Form.Item>
          <Form.Item name="password" label={t('share.password')}>
            <Input.Password autoComplete="new-password" maxLength={200} />
          </Form.Item>
          {failure && (
            <p role="alert" className="ant-form-item-explain-error">
              {failure}
            </p>
          )}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('share.create')}
          </Button>
        </Form>
      )}
      <h3 className="bo-file__section-title bo-file__shares-title">{t('share.existing')}</h3>
      {open.length === 0 ? (
        <p className="bo-file__muted">{t('share.none')}</p>
      ) : (
        <ul className="bo-file__versions" aria-label={t('share.existing')}>
          {open.map((share) => (
            <li key={share.id}>
              <span>{t('share.until', { when: formatBrussels(share.expiresAt) })}</span>
              {share.hasPassword && <Tag>{t('share.withPassword')}</Tag>}
              <Button size="small" danger onClick={() => void revokeShare(share.id)}>
                {t('share.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
