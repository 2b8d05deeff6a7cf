import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Alert, App, Col, Form, Input, Row } from 'antd';
import { useRef, useState } from 'react';
import { t } from '../../../i18n/achievements';
import { RichTextEditor } from '../../../shared/rich-text';
import { FormModal } from '../../../shared/form-modal';
import { IMAGE_REFUSALS } from '../../../shared/image-input';
import { errorCode, errorText } from '../../../store/errors';
import { withUploadProgress, type UploadProgress } from '../../../store/form-data';
import {
  useCreateAchievementMutation,
  useUpdateAchievementMutation,
  type Achievement,
  type AchievementData,
  type AchievementUpdateData,
} from './api';
import { keptPhotos, splitPhotos, type PhotoItem } from './photos';
import { PhotosField } from './PhotosField';

interface FormValues {
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
  photos: PhotoItem[];
}

const required = { required: true, message: t('validation.required') };
/** Rich text without text ('' from the editor, or only markup) is no description. */
const requiredText = {
  required: true,
  whitespace: true,
  message: t('validation.required'),
};

function reasonOf(error: FetchBaseQueryError): { code: string; reason: string } {
  let code = errorCode(error);
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  // A proxy's bare 413 (no JSON of ours) is a file too large too.
  if (code === 'UNKNOWN' && status === 413) code = 'FILE_TOO_LARGE';
  return {
    code,
    reason: code === 'FILE_TOO_LARGE' ? t('errors.FILE_TOO_LARGE') : errorText(error),
  };
}

export interface AchievementFormModalProps {
  /** The achievement to edit, 'new' for a new one, null when closed. */
  achievement: Achievement | 'new' | null;
  onClose: () => void;
}

/**
 * The achievement form (docs/product.md § Achievements): location and the Dutch and English descriptions
 * (required), and up to 20 photos in their order. A new achievement sends its files; an edit
 * sends the kept images' keys in their new order (`keepImages`) and the new files, which the
 * server appends. A refused save keeps the form open and says why.
 */
export function AchievementFormModal({ achievement, onClose }: AchievementFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [create, creating] = useCreateAchievementMutation();
  const [update, updating] = useUpdateAchievementMutation();
  const editing = achievement && achievement !== 'new' ? achievement : null;
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const [initialValues] = useState<FormValues>(() => ({
    location: editing?.location ?? '',
    descriptionDutch: editing?.description.translationDutch ?? '',
    descriptionEnglish: editing?.description.translationEnglish ?? '',
    photos: keptPhotos(editing?.images ?? [], editing?.imageAlts),
  }));
  /** The photos' ids as last changed: a change of only their descriptions keeps the field's error. */
  const photoIds = useRef(initialValues.photos.map((photo) => photo.id).join(' '));

  const submit = async (values: FormValues) => {
    setFailure(null);
    const { keepImages, files, imageAlts } = splitPhotos(values.photos ?? []);
    const data: AchievementData = {
      location: values.location.trim(),
      descriptionDutch: values.descriptionDutch,
      descriptionEnglish: values.descriptionEnglish,
      ...(imageAlts ? { imageAlts } : {}),
    };
    const track = <Body extends { files?: Blob[] }>(body: Body) => {
      if (files.length === 0) return body;
      setProgress({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) });
      return withUploadProgress(body as Body & { data: unknown }, setProgress);
    };
    try {
      if (editing) {
        const updateData: AchievementUpdateData = { ...data, keepImages };
        await update({ id: editing.id, body: track({ data: updateData, files }) }).unwrap();
      } else {
        await create({ body: track({ data, files }) }).unwrap();
      }
    } catch (caught) {
      const { code, reason } = reasonOf(caught as FetchBaseQueryError);
      if (IMAGE_REFUSALS.has(code)) form.setFields([{ name: 'photos', errors: [reason] }]);
      else setFailure(t('achievements.form.saveFailed', { reason }));
      return;
    } finally {
      setProgress(null);
    }
    message.success(t('achievements.form.saved'));
    onClose();
  };

  return (
    <FormModal<FormValues>
      open={achievement !== null}
      title={editing ? t('achievements.form.editTitle') : t('achievements.form.createTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={submit}
      onClose={onClose}
      saving={creating.isLoading || updating.isLoading}
      saveText={t('achievements.form.save')}
      width={920}
      formProps={{
        className: 'bo-achievement-form',
        // Other photos replace the refusal of the previous ones; a description does not.
        onValuesChange: (changed: Partial<FormValues>) => {
          if (!changed.photos) return;
          const ids = changed.photos.map((photo) => photo.id).join(' ');
          if (ids !== photoIds.current) form.setFields([{ name: 'photos', errors: [] }]);
          photoIds.current = ids;
        },
      }}
    >
      {failure && (
        <Alert type="error" showIcon title={failure} className="bo-achievement-form__failure" />
      )}
      <Form.Item label={t('achievements.form.location')} name="location" rules={[required]}>
        <Input
          maxLength={200}
          placeholder={t('achievements.form.locationPlaceholder')}
          autoComplete="off"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('achievements.form.descriptionDutch')}
            name="descriptionDutch"
            rules={[requiredText]}
          >
            {/* A label's `for` names no editable text: the editor is named as its field. */}
            <RichTextEditor rows={4} aria-label={t('achievements.form.descriptionDutch')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('achievements.form.descriptionEnglish')}
            name="descriptionEnglish"
            rules={[requiredText]}
          >
            <RichTextEditor rows={4} aria-label={t('achievements.form.descriptionEnglish')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('achievements.form.photos')} name="photos">
        <PhotosField
          progress={progress}
          onRefused={(reasons) => form.setFields([{ name: 'photos', errors: reasons }])}
        />
      </Form.Item>
    </FormModal>
  );
}
