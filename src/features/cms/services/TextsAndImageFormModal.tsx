import { Alert, App, Col, Form, Row, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { t } from '../../../i18n/services';
import { FormModal, type FormModalProps } from '../../../shared/form-modal';
import { ImageAltInput, NO_ALT, sameAlt, type ImageAlt } from '../../../shared/image-input';
import type { MultipartBody } from '../../../store/form-data';
import type { LanguageEntry } from './api';
import { clearsImageError, ImageField } from './ImageField';
import { LanguageEntrySelect } from './LanguageEntrySelect';
import { useImageSave } from './use-image-save';

const required = { required: true, message: t('validation.required') };

interface TextField {
  /** The form value holding the chosen entry's id. */
  name: string;
  label: string;
}

/** Handed to the FormModal as they are: `saving` is a create or update in flight. */
type ModalProps<Values> = Pick<
  FormModalProps<Values>,
  'open' | 'title' | 'initialValues' | 'saving' | 'onClose'
>;

/** The form's image and its descriptions (`imageAlt`, shown while there is an image). */
interface ImageValues {
  image?: File | null;
  imageAlt?: ImageAlt;
}

export interface TextsAndImageFormModalProps<
  Values extends ImageValues,
  Data extends { imageAlt?: ImageAlt },
> extends ModalProps<Values> {
  /** Two texts side by side, each a required language entry. */
  texts: [TextField, TextField];
  /** The entries the edited item shows already. */
  known: LanguageEntry[];
  /** The image field's label, and the edited item's image with its descriptions. */
  image: { label: string; current: string | null | undefined; currentAlt?: ImageAlt | null };
  savedLabel: 'services.form.saved' | 'services.contentForm.saved';
  failedLabel: Parameters<typeof useImageSave>[1];
  /** The data to send, from the form's values. */
  toData: (values: Values) => Data;
  /** Sends the body: a create or an update. */
  send: (body: MultipartBody<Data>) => Promise<unknown>;
  /** Further fields, between the texts and the image. */
  children?: ReactNode;
}

/**
 * The form of a service or a content block (docs/product.md § Services): two texts chosen from the language
 * entries, any further fields, and one image with its upload's progress and its descriptions for
 * screen readers. A refused image is the image field's error, another failure shows above the
 * fields, and the form stays open; once saved it says so and closes.
 *
 * The descriptions start as the current image's; a newly chosen file starts without any (undoing
 * the choice brings the current ones back). They are sent only when changed from that start, so
 * a file the library already describes keeps its descriptions unless staff write others.
 */
export function TextsAndImageFormModal<
  Values extends ImageValues,
  Data extends { imageAlt?: ImageAlt },
>({
  texts,
  known,
  image,
  savedLabel,
  failedLabel,
  toData,
  send,
  children,
  ...modal
}: TextsAndImageFormModalProps<Values, Data>) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { save, progress, failure } = useImageSave(form, failedLabel);
  const chosen = Form.useWatch('image', form) as File | null | undefined;
  // The current image's descriptions as the form opened with them: a read of the item while the
  // form is open must not make the untouched fields look changed (and undo someone's edit).
  const [openedAlt, setOpenedAlt] = useState(image.currentAlt ?? NO_ALT);
  const [wasOpen, setWasOpen] = useState(modal.open);
  if (modal.open !== wasOpen) {
    setWasOpen(modal.open);
    if (modal.open) setOpenedAlt(image.currentAlt ?? NO_ALT);
  }
  const startAlt = (file: File | null | undefined) => (file ? NO_ALT : openedAlt);

  /** The descriptions to send: those of the image shown after saving, when changed. */
  const imageAltOf = (values: Values): { imageAlt?: ImageAlt } => {
    const alt = values.imageAlt ?? NO_ALT;
    const shown = values.image || image.current;
    return shown && !sameAlt(alt, startAlt(values.image)) ? { imageAlt: alt } : {};
  };

  const submit = async (values: Values) => {
    const saved = await save({ ...toData(values), ...imageAltOf(values) }, values.image, send);
    if (!saved) return;
    message.success(t(savedLabel));
    modal.onClose();
  };

  return (
    <FormModal<Values>
      {...modal}
      form={form}
      onFinish={submit}
      saveText={t('services.form.save')}
      formProps={{
        className: 'bo-service-form',
        onValuesChange: (changed: ImageValues) => {
          // A new image replaces the refusal of the previous one.
          clearsImageError(form).onValuesChange(changed);
          if ('image' in changed) {
            (form as unknown as FormInstance<ImageValues>).setFieldValue(
              'imageAlt',
              startAlt(changed.image),
            );
          }
        },
      }}
    >
      {failure && (
        <Alert type="error" showIcon title={failure} className="bo-service-form__failure" />
      )}
      <Row gutter={16}>
        {texts.map(({ name, label }) => (
          <Col key={name} xs={24} md={12}>
            <Form.Item label={label} name={name} rules={[required]}>
              <LanguageEntrySelect field={label} known={known} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {children}
      <ImageField form={form} label={image.label} current={image.current} progress={progress} />
      {/* Kept while not shown (a form keeps its values), sent only with an image to describe. */}
      {(chosen || image.current) && (
        <Form.Item name="imageAlt">
          <ImageAltInput />
        </Form.Item>
      )}
    </FormModal>
  );
}
