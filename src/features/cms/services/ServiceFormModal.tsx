import { Form, Switch } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../i18n/services';
import { NO_ALT, type ImageAlt } from '../../../shared/image-input';
import {
  useCreateServiceMutation,
  useUpdateServiceMutation,
  type Service,
  type ServiceData,
} from './api';
import { TextsAndImageFormModal } from './TextsAndImageFormModal';

interface FormValues {
  titleId?: number;
  descriptionId?: number;
  enabled: boolean;
  image?: File | null;
  imageAlt?: ImageAlt;
}

const required = { required: true, message: t('validation.required') };

export interface ServiceFormModalProps {
  /** The service to edit, 'new' for a new one, null when closed. */
  service: Service | 'new' | null;
  onClose: () => void;
}

/**
 * The service form (docs/product.md § Services): title and description chosen from the language entries
 * (required), visible on the website or not (a new service is), and one image. Saving without a
 * new image keeps the current one.
 */
export function ServiceFormModal({ service, onClose }: ServiceFormModalProps) {
  const [create, creating] = useCreateServiceMutation();
  const [update, updating] = useUpdateServiceMutation();
  const editing = service && service !== 'new' ? service : null;

  const initialValues: FormValues = {
    titleId: editing?.title.id,
    descriptionId: editing?.description.id,
    enabled: editing?.enabled ?? true,
    image: null,
    imageAlt: editing?.imageAlt ?? NO_ALT,
  };
  const known = useMemo(() => (editing ? [editing.title, editing.description] : []), [editing]);

  return (
    <TextsAndImageFormModal
      open={service !== null}
      title={editing ? t('services.form.editTitle') : t('services.form.createTitle')}
      initialValues={initialValues}
      texts={[
        { name: 'titleId', label: t('services.form.title') },
        { name: 'descriptionId', label: t('services.form.description') },
      ]}
      known={known}
      image={{
        label: t('services.form.image'),
        current: editing?.image,
        currentAlt: editing?.imageAlt,
      }}
      saving={creating.isLoading || updating.isLoading}
      savedLabel="services.form.saved"
      failedLabel="services.form.saveFailed"
      toData={(values): ServiceData => ({
        titleId: values.titleId!,
        descriptionId: values.descriptionId!,
        enabled: values.enabled,
      })}
      send={(body) =>
        editing ? update({ id: editing.id, body }).unwrap() : create({ body }).unwrap()
      }
      onClose={onClose}
    >
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
    </TextsAndImageFormModal>
  );
}
