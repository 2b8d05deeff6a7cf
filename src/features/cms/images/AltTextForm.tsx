import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Form, Input } from 'antd';
import { t } from '../../../i18n/images';
import { errorText } from '../../../store/errors';
import { useUpdateImageMutation, type LibraryImage } from './api';

/** Must match the server's limit (MAX_ALT_LENGTH in server/schemas/images.ts). */
const MAX_ALT_LENGTH = 300;

interface AltValues {
  altDutch: string;
  altEnglish: string;
}

const FIELDS = [
  { name: 'altDutch', label: 'images.altDutch' },
  { name: 'altEnglish', label: 'images.altEnglish' },
] as const;

/**
 * An image's descriptions for screen readers, in Dutch and English: the website shows them as
 * the image's alt text. Empty means not written yet (the overview counts those).
 */
export function AltTextForm({ image }: { image: LibraryImage }) {
  const [form] = Form.useForm<AltValues>();
  const [updateImage, { isLoading }] = useUpdateImageMutation();
  const { message } = App.useApp();

  const save = async (values: AltValues) => {
    try {
      await updateImage({ key: image.key, imageAltData: values }).unwrap();
      message.success(t('images.altSaved'));
    } catch (error) {
      message.error(errorText(error as FetchBaseQueryError));
    }
  };

  return (
    <Form<AltValues>
      form={form}
      layout="vertical"
      className="bo-images__alt"
      initialValues={{ altDutch: image.altDutch, altEnglish: image.altEnglish }}
      onFinish={save}
    >
      <h3 className="bo-images__alt-title">{t('images.altTitle')}</h3>
      <p className="bo-images__alt-help">{t('images.altHelp')}</p>
      {FIELDS.map(({ name, label }) => (
        <Form.Item key={name} name={name} label={t(label)}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={MAX_ALT_LENGTH}
            showCount
          />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('images.altSave')}
      </Button>
    </Form>
  );
}
