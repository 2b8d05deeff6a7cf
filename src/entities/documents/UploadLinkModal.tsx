import { Button, DatePicker, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/documents';
import type { dayjs } from '../../shared/dates';
import { useCreateDocumentUploadLinkMutation, type UploadLinkInput } from './api';
import { CreatedLink } from './CreatedLink';
import { defaultExpiry, endOfBrusselsDay, outsideLinkDays } from './link-expiry';
import { refusalText } from './format';

interface UploadLinkValues {
  expiresOn: dayjs.Dayjs;
  note?: string;
}

/**
 * An upload link for a customer (docs/product.md § Bestanden): a page where they drop files
 * without an account until the chosen day; what they send lands on this customer's or project's
 * documents. The link is shown once, to be copied into a mail or a message.
 */
export function UploadLinkModal({
  linkKind,
  linkId,
  onClose,
}: Pick<UploadLinkInput, 'linkKind' | 'linkId'> & { onClose: () => void }) {
  const [form] = Form.useForm<UploadLinkValues>();
  const [create, { isLoading }] = useCreateDocumentUploadLinkMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ expiresOn, note }: UploadLinkValues) => {
    setFailure(null);
    try {
      const created = await create({
        uploadLinkInput: {
          linkKind,
          linkId,
          expiresAt: endOfBrusselsDay(expiresOn),
          ...(note?.trim() ? { note: note.trim() } : {}),
        },
      }).unwrap();
      setUrl(created.url);
    } catch (caught) {
      setFailure(refusalText(caught as Parameters<typeof refusalText>[0]));
    }
  };

  return (
    <Modal
      open
      title={t('uploadLink.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('share.close')}</Button>}
      destroyOnHidden
    >
      {url ? (
        <CreatedLink url={url} />
      ) : (
        <Form<UploadLinkValues>
          form={form}
          layout="vertical"
          initialValues={{ expiresOn: defaultExpiry(), note: t('uploadLink.noteDefault') }}
          onFinish={submit}
        >
          <p>{t('uploadLink.intro')}</p>
          <Form.Item
            name="expiresOn"
            label={t('share.expiresAt')}
            rules={[{ required: true, message: t('share.expiresRequired') }]}
          >
            <DatePicker format="DD/MM/YYYY" disabledDate={outsideLinkDays} />
          </Form.Item>
          <Form.Item name="note" label={t('uploadLink.note')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
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
    </Modal>
  );
}
