import { Alert, App, Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/services';
import { FormModal, type FormModalProps } from '../../../shared/form-modal';
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

export interface TextsAndImageFormModalProps<
  Values extends { image?: File | null },
  Data,
> extends ModalProps<Values> {
  /** Two texts side by side, each a required language entry. */
  texts: [TextField, TextField];
  /** The entries the edited item shows already. */
  known: LanguageEntry[];
  image: { label: string; current: string | null | undefined };
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
 * entries, any further fields, and one image with its upload's progress. A refused image is the
 * image field's error, another failure shows above the fields, and the form stays open; once
 * saved it says so and closes.
 */
export function TextsAndImageFormModal<Values extends { image?: File | null }, Data>({
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

  const submit = async (values: Values) => {
    const saved = await save(toData(values), values.image, send);
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
        // A new image replaces the refusal of the previous one.
        ...clearsImageError(form),
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
    </FormModal>
  );
}
