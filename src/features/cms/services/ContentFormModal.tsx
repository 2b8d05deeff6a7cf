import { useMemo } from 'react';
import { t } from '../../../i18n/services';
import { NO_ALT, type ImageAlt } from '../../../shared/image-input';
import {
  useAddServiceContentMutation,
  useUpdateServiceContentMutation,
  type ServiceContent,
  type ServiceContentData,
} from './api';
import { TextsAndImageFormModal } from './TextsAndImageFormModal';

interface FormValues {
  titleId?: number;
  bodyId?: number;
  image?: File | null;
  imageAlt?: ImageAlt;
}

export interface ContentFormModalProps {
  /** The service the block belongs to. */
  serviceId: number;
  /** The block to edit, 'new' for a new one, null when closed. */
  block: ServiceContent | 'new' | null;
  onClose: () => void;
}

/**
 * A service's content block (docs/product.md § Service detail): title and body chosen from the language entries
 * (required) and one image. A new block is added to the service; an edited one is saved through
 * updateServiceContent, keeping its image unless a new one is chosen.
 */
export function ContentFormModal({ serviceId, block, onClose }: ContentFormModalProps) {
  const [add, adding] = useAddServiceContentMutation();
  const [update, updating] = useUpdateServiceContentMutation();
  const editing = block && block !== 'new' ? block : null;

  const initialValues: FormValues = {
    titleId: editing?.title.id,
    bodyId: editing?.body.id,
    image: null,
    imageAlt: editing?.imageAlt ?? NO_ALT,
  };
  const known = useMemo(() => (editing ? [editing.title, editing.body] : []), [editing]);

  return (
    <TextsAndImageFormModal
      open={block !== null}
      title={editing ? t('services.contentForm.editTitle') : t('services.contentForm.createTitle')}
      initialValues={initialValues}
      texts={[
        { name: 'titleId', label: t('services.contentForm.title') },
        { name: 'bodyId', label: t('services.contentForm.body') },
      ]}
      known={known}
      image={{
        label: t('services.contentForm.image'),
        current: editing?.image,
        currentAlt: editing?.imageAlt,
      }}
      saving={adding.isLoading || updating.isLoading}
      savedLabel="services.contentForm.saved"
      failedLabel="services.contentForm.saveFailed"
      toData={(values): ServiceContentData => ({
        titleId: values.titleId!,
        bodyId: values.bodyId!,
      })}
      send={(body) =>
        editing ? update({ id: editing.id, body }).unwrap() : add({ id: serviceId, body }).unwrap()
      }
      onClose={onClose}
    />
  );
}
