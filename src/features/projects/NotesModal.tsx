import { App, Form } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/projects';
import { FormModal } from '../../shared/form-modal';
import { RichTextEditor } from '../../shared/rich-text';
import { errorText } from '../../store/errors';
import { useSetProjectNotesMutation, type Project } from './api';
import { FormFailure } from './FormFailure';

/**
 * 'Notities bewerken': a project's notes alone, what a member of its team writes without the
 * projects' write access (docs/product.md § Roles).
 */
export function NotesModal({ project, onClose }: { project: Project; onClose: () => void }) {
  const [form] = Form.useForm<{ notes: string }>();
  const { message } = App.useApp();
  const [setNotes] = useSetProjectNotesMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async ({ notes }: { notes: string }) => {
    setFailure(null);
    try {
      await setNotes({ id: project.id, projectNotesInput: { notes: notes ?? '' } }).unwrap();
      message.success(t('project.notesSaved'));
      onClose();
    } catch (error) {
      setFailure(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  return (
    <FormModal<{ notes: string }>
      open
      title={t('project.notesEdit')}
      form={form}
      initialValues={{ notes: project.notes }}
      onFinish={save}
      onClose={onClose}
      width={720}
    >
      <Form.Item name="notes" label={t('project.notes')}>
        <RichTextEditor rows={6} aria-label={t('project.notes')} />
      </Form.Item>
      <FormFailure text={failure} />
    </FormModal>
  );
}
