import { App, Form, Input } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../../i18n/settings';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { errorCode, errorText } from '../../store/errors';
import { useChangePasswordMutation } from './api';
import { MAX_PASSWORD_LENGTH, newPasswordRules, repeatRules, required } from './password-rules';

interface FormValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const initialValues: FormValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

export interface ChangePasswordModalProps {
  open: boolean;
  /** The signed-in user's e-mail address, which a new password may not be. */
  email: string;
  onClose: () => void;
}

/** Changes the signed-in user's password; the server signs out every other session. */
export function ChangePasswordModal({ open, email, onClose }: ChangePasswordModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const save = async ({ currentPassword, newPassword }: FormValues) => {
    try {
      await changePassword({ passwordChange: { currentPassword, newPassword } }).unwrap();
    } catch (error) {
      // The form says what is wrong with what was typed; the modal stays open to correct it.
      const code = errorCode(error as FetchBaseQueryError);
      if (code === 'WRONG_PASSWORD') {
        form.setFields([
          { name: 'currentPassword', errors: [t('settings.password.wrongCurrent')] },
        ]);
      } else if (code === 'WEAK_PASSWORD') {
        form.setFields([
          { name: 'newPassword', errors: [errorText(error as FetchBaseQueryError)] },
        ]);
      }
      return;
    }
    message.success(t('settings.password.changed'));
    onClose();
  };

  return (
    <FormModal<FormValues>
      open={open}
      title={t('settings.password.title')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      saving={isLoading}
      saveText={t('settings.password.save')}
      cancelText={t('settings.staff.cancel')}
      width={520}
      formProps={{ className: 'bo-settings__form', requiredMark: false }}
    >
      <p className="bo-settings__intro">{t('settings.password.intro')}</p>
      <Form.Item label={t('settings.password.current')} name="currentPassword" rules={[required]}>
        <Input.Password
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          {...focusedOnOpen()}
        />
      </Form.Item>
      <Form.Item
        label={t('settings.password.new')}
        name="newPassword"
        rules={newPasswordRules(() => email)}
        extra={t('settings.password.rules')}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
      <Form.Item
        label={t('settings.password.repeat')}
        name="repeatPassword"
        dependencies={['newPassword']}
        rules={repeatRules('newPassword')}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
    </FormModal>
  );
}
