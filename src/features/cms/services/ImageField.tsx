import { Form, type FormInstance } from 'antd';
import { ImageInput } from '../../../shared/image-input';
import type { UploadProgress } from '../../../store/form-data';

/**
 * The one image of a service or content block, as the form's `image` field: the current image
 * until another is chosen, a file refused before sending shown as the field's error, and the
 * upload's progress while saving.
 */
export function ImageField({
  form,
  label,
  current,
  progress,
}: {
  form: FormInstance;
  label: string;
  current: string | null | undefined;
  progress: UploadProgress | null;
}) {
  return (
    <Form.Item label={label} name="image">
      <ImageInput
        current={current}
        progress={progress}
        onRefused={(reason) => form.setFields([{ name: 'image', errors: [reason] }])}
      />
    </Form.Item>
  );
}

/** Form props that drop the image field's error once another image is chosen. */
export function clearsImageError(form: FormInstance) {
  return {
    onValuesChange: (changed: { image?: File | null }) => {
      if ('image' in changed) form.setFields([{ name: 'image', errors: [] }]);
    },
  };
}
