import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Form } from 'antd';
import { t } from '../../../i18n/images';
import { ImageAltInput, type ImageAlt } from '../../../shared/image-input';
import { errorText } from '../../../store/errors';
import { withReference } from '../../../shared/ErrorReference';
import { useUpdateImageMutation, type LibraryImage } from './api';

/**
 * An image's descriptions for screen readers, in Dutch and English: the website shows them as
 * the image's alt text. Empty means not written yet (the overview counts those).
 */
export function AltTextForm({ image }: { image: LibraryImage }) {
  const [form] = Form.useForm<{ alt: ImageAlt }>();
  const [updateImage, { isLoading }] = useUpdateImageMutation();
  const { message } = App.useApp();

  const save = async ({ alt }: { alt: ImageAlt }) => {
    try {
      await updateImage({ key: image.key, imageAltData: alt }).unwrap();
      message.success(t('images.altSaved'));
    } catch (error) {
      message.error(
        withReference(errorText(error as FetchBaseQueryError), error as FetchBaseQueryError),
      );
    }
  };

  return (
    <Form<{ alt: ImageAlt }>
      form={form}
      className="bo-images__alt"
      initialValues={{ alt: { altDutch: image.altDutch, altEnglish: image.altEnglish } }}
      onFinish={save}
    >
      <Form.Item name="alt">
        <ImageAltInput />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('images.altSave')}
      </Button>
    </Form>
  );
}
