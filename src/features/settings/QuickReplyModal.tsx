import { App, Form, Input } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../../i18n/settings';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import {
  useCreateQuickReplyMutation,
  useUpdateQuickReplyMutation,
  type QuickReply,
  type QuickReplyInput,
} from '../../entities/quick-replies/api';
import { RichTextEditor } from '../../shared/rich-text';
import { plainExcerpt } from '../../shared/rich-text/plain-text';
import { errorCode } from '../../store/errors';
import { required, requiredText } from './password-rules';

/** The server's limit on a title. */
const MAX_TITLE_LENGTH = 100;
/** A quick reply is about as long as a chat reply (5 rows), with room to see it whole. */
const TEXT_ROWS = 6;

interface FormValues {
  title: string;
  contentDutch: string;
  contentEnglish: string;
}

const plainTitle = { pattern: /^[^<>]*$/, message: t('settings.quickReplies.noMarkup') };

/** The editor reports '' for no text; a text of empty lines is none either. */
const withText = {
  ...required,
  validator: async (_rule: unknown, value: string | undefined) => {
    if (!plainExcerpt(value ?? '')) throw new Error(t('validation.required'));
  },
};

export interface QuickReplyModalProps {
  /** The quick reply to edit, 'new' for a new one, null when closed. */
  quickReply: QuickReply | 'new' | null;
  onClose: () => void;
}

/** A quick reply's form: a title and its text in Dutch (required) and English (optional). */
export function QuickReplyModal({ quickReply, onClose }: QuickReplyModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [create, creating] = useCreateQuickReplyMutation();
  const [update, updating] = useUpdateQuickReplyMutation();
  const editing = quickReply && quickReply !== 'new' ? quickReply : null;

  const initialValues: FormValues = {
    title: editing?.title ?? '',
    contentDutch: editing?.contentDutch ?? '',
    contentEnglish: editing?.contentEnglish ?? '',
  };

  const save = async (values: FormValues) => {
    const quickReplyInput: QuickReplyInput = {
      title: values.title.trim(),
      contentDutch: values.contentDutch ?? '',
      contentEnglish: values.contentEnglish ?? '',
    };
    let saved: QuickReply;
    try {
      saved = editing
        ? await update({ id: editing.id, quickReplyInput }).unwrap()
        : await create({ quickReplyInput }).unwrap();
    } catch (error) {
      // A title already taken is the form's to say; other failures show a notification, and
      // the modal stays open with what was typed.
      if (errorCode(error as FetchBaseQueryError) === 'DUPLICATE') {
        form.setFields([{ name: 'title', errors: [t('settings.quickReplies.duplicate')] }]);
      }
      return;
    }
    message.success(t('settings.quickReplies.saved', { title: saved.title }));
    onClose();
  };

  return (
    <FormModal<FormValues>
      open={quickReply !== null}
      title={t(editing ? 'settings.quickReplies.editTitle' : 'settings.quickReplies.addTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      saving={creating.isLoading || updating.isLoading}
      saveText={t('settings.quickReplies.save')}
      cancelText={t('settings.quickReplies.cancel')}
      width={720}
      formProps={{ className: 'bo-settings__form', requiredMark: false }}
    >
      <Form.Item
        label={t('settings.quickReplies.titleField')}
        name="title"
        rules={[requiredText, plainTitle]}
      >
        <Input
          autoComplete="off"
          maxLength={MAX_TITLE_LENGTH}
          placeholder={t('settings.quickReplies.titlePlaceholder')}
          {...focusedOnOpen(!editing)}
        />
      </Form.Item>
      <Form.Item label={t('settings.quickReplies.dutch')} name="contentDutch" rules={[withText]}>
        <RichTextEditor rows={TEXT_ROWS} aria-label={t('settings.quickReplies.dutch')} />
      </Form.Item>
      <Form.Item
        label={t('settings.quickReplies.english')}
        name="contentEnglish"
        extra={t('settings.quickReplies.englishHelp')}
      >
        <RichTextEditor rows={TEXT_ROWS} aria-label={t('settings.quickReplies.english')} />
      </Form.Item>
    </FormModal>
  );
}
