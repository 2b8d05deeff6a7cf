import { App, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/projects';
import { FormModal } from '../../shared/form-modal';
import { StaffImage } from '../../shared/image-input/StaffImage';
import { RichTextEditor } from '../../shared/rich-text';
import { errorText } from '../../store/errors';
import { usePublishProjectMutation, type Project } from './api';
import { FormFailure } from './FormFailure';

/** Photos an achievement on the website shows from a project. */
const MAX_PHOTOS = 6;

interface FormValues {
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
}

interface Alt {
  altDutch: string;
  altEnglish: string;
}

/**
 * 'Publiceer als realisatie' (docs/product.md § Projecten): up to six photos in the order they
 * are chosen, each with its Dutch and English description (typed here when missing), the
 * location (the site's municipality proposed) and the Dutch and English text.
 */
export function PublishModal({ project, onClose }: { project: Project; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [publish] = usePublishProjectMutation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [alts, setAlts] = useState<Record<string, Alt>>(() =>
    Object.fromEntries(
      project.photos.map((photo) => [
        photo.key,
        { altDutch: photo.altDutch, altEnglish: photo.altEnglish },
      ]),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (key: string) => {
    if (chosen.includes(key)) {
      setFailure(null);
      setChosen(chosen.filter((one) => one !== key));
    } else if (chosen.length < MAX_PHOTOS) {
      setFailure(null);
      setChosen([...chosen, key]);
    } else setFailure(t('project.publishTooMany'));
  };
  const setAlt = (key: string, field: keyof Alt, value: string) =>
    setAlts((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));

  const save = async (values: FormValues) => {
    if (!chosen.length) {
      setFailure(t('project.publishNone'));
      return;
    }
    setFailure(null);
    try {
      await publish({
        id: project.id,
        projectPublishInput: {
          imageKeys: chosen,
          imageAlts: chosen.map((key) => alts[key]),
          location: values.location.trim(),
          descriptionDutch: values.descriptionDutch,
          descriptionEnglish: values.descriptionEnglish,
        },
      }).unwrap();
      message.success(t('project.published'));
      onClose();
    } catch (error) {
      setFailure(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  const required = { required: true, whitespace: true, message: t('validation.required') };
  return (
    <FormModal<FormValues>
      open
      title={t('project.publish')}
      form={form}
      initialValues={{
        location: project.municipality,
        descriptionDutch: '',
        descriptionEnglish: '',
      }}
      onFinish={save}
      onClose={onClose}
      saveText={t('project.publishSubmit')}
      width={860}
    >
      <p>{t('project.publishHint')}</p>
      <fieldset>
        <legend className="ant-form-item-label">{t('project.publishPhotos')}</legend>
        <ul className="bo-project__photos">
          {project.photos.map((photo, index) => {
            const order = chosen.indexOf(photo.key);
            return (
              <li key={photo.key}>
                <button
                  type="button"
                  className="bo-project__publish-photo"
                  aria-pressed={order >= 0}
                  onClick={() => toggle(photo.key)}
                >
                  {/* Named by this text, not by the image (whose alt text it would repeat) nor an
                      aria-label (which the chosen order shown on it would contradict). */}
                  <span className="bo-sr-only">
                    {t('project.publishPhotoLabel', { number: index + 1 })}
                  </span>
                  <StaffImage src={photo.thumbUrl} alt="" loading="lazy" />
                  {order >= 0 && (
                    <span className="bo-project__publish-order" aria-hidden="true">
                      {order + 1}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {chosen.map((key, index) => (
        <Row gutter={16} key={key}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('project.publishAltDutch', { number: index + 1 })}
              htmlFor={`alt-nl-${key}`}
              required
            >
              <Input
                id={`alt-nl-${key}`}
                value={alts[key].altDutch}
                onChange={(event) => setAlt(key, 'altDutch', event.target.value)}
                maxLength={300}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('project.publishAltEnglish', { number: index + 1 })}
              htmlFor={`alt-en-${key}`}
              required
            >
              <Input
                id={`alt-en-${key}`}
                value={alts[key].altEnglish}
                onChange={(event) => setAlt(key, 'altEnglish', event.target.value)}
                maxLength={300}
              />
            </Form.Item>
          </Col>
        </Row>
      ))}
      <Form.Item name="location" label={t('project.publishLocation')} rules={[required]}>
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="descriptionDutch"
            label={t('project.publishDutch')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <RichTextEditor rows={4} aria-label={t('project.publishDutch')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="descriptionEnglish"
            label={t('project.publishEnglish')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <RichTextEditor rows={4} aria-label={t('project.publishEnglish')} />
          </Form.Item>
        </Col>
      </Row>
      <FormFailure text={failure} />
    </FormModal>
  );
}
