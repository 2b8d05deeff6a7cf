import { Alert, App, Col, Form, Row, Switch } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../i18n/services';
import { FormModal } from '../../../shared/form-modal';
import {
  useCreateServiceMutation,
  useUpdateServiceMutation,
  type Service,
  type ServiceData,
} from './api';
import { clearsImageError, ImageField } from './ImageField';
import { LanguageEntrySelect } from './LanguageEntrySelect';
import { useImageSave } from './use-image-save';

interface FormValues {
  titleId?: number;
  descriptionId?: number;
  enabled: boolean;
  image?: File | null;
}

const required = { required: true, message: t('validation.required') };

export interface ServiceFormModalProps {
  /** The service to edit, 'new' for a new one, null when closed. */
  service: Service | 'new' | null;
  onClose: () => void;
}

/**
 * The service form (seed-spec §3, §5): title and description chosen from the language entries
 * (required), visible on the website or not (a new service is), and one image. Saving without a
 * new image keeps the current one.
 */
export function ServiceFormModal({ service, onClose }: ServiceFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [create, creating] = useCreateServiceMutation();
  const [update, updating] = useUpdateServiceMutation();
  const editing = service && service !== 'new' ? service : null;
  const { save, progress, failure } = useImageSave(form, 'services.form.saveFailed');

  const initialValues: FormValues = {
    titleId: editing?.title.id,
    descriptionId: editing?.description.id,
    enabled: editing?.enabled ?? true,
    image: null,
  };
  const known = useMemo(() => (editing ? [editing.title, editing.description] : []), [editing]);

  const submit = async (values: FormValues) => {
    const data: ServiceData = {
      titleId: values.titleId!,
      descriptionId: values.descriptionId!,
      enabled: values.enabled,
    };
    const saved = await save(data, values.image, (body) =>
      editing ? update({ id: editing.id, body }).unwrap() : create({ body }).unwrap(),
    );
    if (!saved) return;
    message.success(t('services.form.saved'));
    onClose();
  };

  return (
    <FormModal<FormValues>
      open={service !== null}
      title={editing ? t('services.form.editTitle') : t('services.form.createTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={submit}
      onClose={onClose}
      saving={creating.isLoading || updating.isLoading}
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
          <Form.Item label={t('services.form.title')} name="titleId" rules={[required]}>
            <LanguageEntrySelect field={t('services.form.title')} known={known} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('services.form.description')} name="descriptionId" rules={[required]}>
            <LanguageEntrySelect field={t('services.form.description')} known={known} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={t('services.form.enabled')}
        name="enabled"
        valuePropName="checked"
        rules={[required]}
      >
        <Switch
          checkedChildren={t('services.form.enabledOn')}
          unCheckedChildren={t('services.form.enabledOff')}
        />
      </Form.Item>
      <ImageField
        form={form}
        label={t('services.form.image')}
        current={editing?.image}
        progress={progress}
      />
    </FormModal>
  );
}
