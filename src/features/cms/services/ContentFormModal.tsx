import { Alert, App, Col, Form, Row } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../i18n/services';
import { FormModal } from '../../../shared/form-modal';
import {
  useAddServiceContentMutation,
  useUpdateServiceContentMutation,
  type ServiceContent,
  type ServiceContentData,
} from './api';
import { clearsImageError, ImageField } from './ImageField';
import { LanguageEntrySelect } from './LanguageEntrySelect';
import { useImageSave } from './use-image-save';

interface FormValues {
  titleId?: number;
  bodyId?: number;
  image?: File | null;
}

const required = { required: true, message: t('validation.required') };

export interface ContentFormModalProps {
  /** The service the block belongs to. */
  serviceId: number;
  /** The block to edit, 'new' for a new one, null when closed. */
  block: ServiceContent | 'new' | null;
  onClose: () => void;
}

/**
 * A service's content block (seed-spec §3, §5): title and body chosen from the language entries
 * (required) and one image. A new block is added to the service; an edited one is saved through
 * updateServiceContent, keeping its image unless a new one is chosen.
 */
export function ContentFormModal({ serviceId, block, onClose }: ContentFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [add, adding] = useAddServiceContentMutation();
  const [update, updating] = useUpdateServiceContentMutation();
  const editing = block && block !== 'new' ? block : null;
  const { save, progress, failure } = useImageSave(form, 'services.contentForm.saveFailed');

  const initialValues: FormValues = {
    titleId: editing?.title.id,
    bodyId: editing?.body.id,
    image: null,
  };
  const known = useMemo(() => (editing ? [editing.title, editing.body] : []), [editing]);

  const submit = async (values: FormValues) => {
    const data: ServiceContentData = { titleId: values.titleId!, bodyId: values.bodyId! };
    const saved = await save(data, values.image, (body) =>
      editing ? update({ id: editing.id, body }).unwrap() : add({ id: serviceId, body }).unwrap(),
    );
    if (!saved) return;
    message.success(t('services.contentForm.saved'));
    onClose();
  };

  return (
    <FormModal<FormValues>
      open={block !== null}
      title={editing ? t('services.contentForm.editTitle') : t('services.contentForm.createTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={submit}
      onClose={onClose}
      saving={adding.isLoading || updating.isLoading}
      saveText={t('services.form.save')}
      formProps={{
        className: 'bo-service-form',
        // A new image replaces the refusal of the previous one.
        ...clearsImageError(form),
      }}
    >
      {failure && (
        <Alert type="error" showIcon title={failure} className="bo-service-form__failure" />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('services.contentForm.title')} name="titleId" rules={[required]}>
            <LanguageEntrySelect field={t('services.contentForm.title')} known={known} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('services.contentForm.body')} name="bodyId" rules={[required]}>
            <LanguageEntrySelect field={t('services.contentForm.body')} known={known} />
          </Form.Item>
        </Col>
      </Row>
      <ImageField
        form={form}
        label={t('services.contentForm.image')}
        current={editing?.image}
        progress={progress}
      />
    </FormModal>
  );
}
