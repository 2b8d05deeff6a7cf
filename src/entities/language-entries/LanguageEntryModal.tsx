import { Alert, App, AutoComplete, Col, Form, Input, Row } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../../i18n/language';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { RichTextEditor } from '../../shared/rich-text';
import { errorCode } from '../../store/errors';
import {
  useCreateLanguageEntryMutation,
  useUpdateLanguageEntryMutation,
  type LanguageEntry,
  type LanguageInput,
} from './api';

/** docs/product.md § Rich text: a translation is a rich-text input of 10 rows. */
export const TRANSLATION_ROWS = 10;

interface FormValues {
  name: string;
  group: string;
  translationDutch: string;
  translationEnglish: string;
}

export interface LanguageEntryModalProps {
  /** The entry to edit, 'new' for a new one, null when closed. */
  entry: LanguageEntry | 'new' | null;
  /** Existing groups, offered while typing the group. */
  groups: string[];
  /** A new entry's name and group to start from (the text searched for, the usual group). */
  initialName?: string;
  initialGroup?: string;
  onClose: () => void;
  /** After a save: the group the entry is in, and the entry as saved. */
  onSaved: (group: string, entry: LanguageEntry) => void;
}

const required = { required: true, whitespace: true, message: t('validation.required') };

/**
 * The translation form (docs/product.md § Language entries): name and group required, translations not. The
 * language tab edits its entries with it; the services tab creates a missing text with it
 * without leaving its own form.
 */
export function LanguageEntryModal({
  entry,
  groups,
  initialName = '',
  initialGroup = '',
  onClose,
  onSaved,
}: LanguageEntryModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [create, creating] = useCreateLanguageEntryMutation();
  const [update, updating] = useUpdateLanguageEntryMutation();
  const saving = creating.isLoading || updating.isLoading;
  const editing = entry && entry !== 'new' ? entry : null;

  const initialValues: FormValues = {
    name: editing?.name ?? initialName,
    group: editing?.group ?? initialGroup,
    translationDutch: editing?.translationDutch ?? '',
    translationEnglish: editing?.translationEnglish ?? '',
  };

  const save = async (values: FormValues) => {
    const languageInput = {
      name: values.name.trim(),
      group: values.group.trim(),
      translationDutch: values.translationDutch ?? '',
      translationEnglish: values.translationEnglish ?? '',
    } satisfies LanguageInput;
    let saved: LanguageEntry;
    try {
      saved = editing
        ? await update({ id: editing.id, languageInput }).unwrap()
        : { ...languageInput, staleLanguage: null, ...(await create({ languageInput }).unwrap()) };
    } catch (error) {
      // A name already in the group is the form's to say; other failures show a notification,
      // and the modal stays open with what was typed.
      if (errorCode(error as FetchBaseQueryError) === 'DUPLICATE') {
        form.setFields([{ name: 'name', errors: [t('language.duplicate')] }]);
      }
      return;
    }
    message.success(t('language.saved'));
    onSaved(saved.group, saved);
  };

  return (
    <FormModal<FormValues>
      open={entry !== null}
      title={editing ? t('language.editTitle') : t('language.createTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      saving={saving}
      saveText={t('language.save')}
      cancelText={t('language.cancel')}
      width={820}
      formProps={{ className: 'bo-language-form' }}
    >
      {editing?.staleLanguage && (
        // Editing the language that may be out of date clears the mark.
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            editing.staleLanguage === 'nl' ? t('language.staleDutch') : t('language.staleEnglish')
          }
          description={
            editing.staleLanguage === 'nl'
              ? t('language.staleDutchWhy')
              : t('language.staleEnglishWhy')
          }
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('language.name')} name="name" rules={[required]}>
            <Input placeholder={t('language.example.name')} {...focusedOnOpen(!editing)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('language.group')} name="group" rules={[required]}>
            <AutoComplete
              placeholder={t('language.example.group')}
              options={groups.map((group) => ({ value: group }))}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(input.trim().toLowerCase()),
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('language.translationDutch')} name="translationDutch">
        <RichTextEditor
          rows={TRANSLATION_ROWS}
          aria-label={t('language.translationDutch')}
          placeholder={t('language.example.dutch')}
        />
      </Form.Item>
      <Form.Item label={t('language.translationEnglish')} name="translationEnglish">
        <RichTextEditor
          rows={TRANSLATION_ROWS}
          aria-label={t('language.translationEnglish')}
          placeholder={t('language.example.english')}
        />
      </Form.Item>
    </FormModal>
  );
}
