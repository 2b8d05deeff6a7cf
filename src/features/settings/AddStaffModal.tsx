import { App, Col, Form, Input, Row, Select } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../../i18n/settings';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import { errorCode } from '../../store/errors';
import { useCreateUserMutation, type Role } from './api';
import { roleOptions } from './role-labels';
import {
  MAX_PASSWORD_LENGTH,
  newPasswordRules,
  plainText,
  repeatRules,
  requiredText,
} from './password-rules';
import { staffName } from './staff-name';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  password: string;
  repeatPassword: string;
}

const initialValues: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  // As the API and the command line: a narrower role is chosen on purpose.
  role: 'beheerder',
  password: '',
  repeatPassword: '',
};

export interface AddStaffModalProps {
  open: boolean;
  onClose: () => void;
}

/** A new staff account: name, e-mail address and a first password to pass on to the colleague. */
export function AddStaffModal({ open, onClose }: AddStaffModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [createUser, { isLoading }] = useCreateUserMutation();

  const save = async (values: FormValues) => {
    const member = {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      role: values.role,
    };
    try {
      await createUser({ newStaffMember: member }).unwrap();
    } catch (error) {
      const code = errorCode(error as FetchBaseQueryError);
      if (code === 'DUPLICATE') {
        form.setFields([{ name: 'email', errors: [t('settings.staff.duplicate')] }]);
      } else if (code === 'WEAK_PASSWORD') {
        // Not the general text, which speaks of 'uw e-mailadres': this is a colleague's.
        form.setFields([{ name: 'password', errors: [t('settings.staff.weakPassword')] }]);
      }
      return;
    }
    message.success(t('settings.staff.added', { name: staffName(member) }));
    onClose();
  };

  return (
    <FormModal<FormValues>
      open={open}
      title={t('settings.staff.addTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      saving={isLoading}
      saveText={t('settings.staff.save')}
      cancelText={t('settings.staff.cancel')}
      width={560}
      formProps={{ className: 'bo-settings__form', requiredMark: false }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label={t('settings.staff.firstName')}
            name="firstName"
            rules={[requiredText, plainText]}
          >
            <Input autoComplete="off" maxLength={100} {...focusedOnOpen()} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label={t('settings.staff.lastName')}
            name="lastName"
            rules={[requiredText, plainText]}
          >
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={t('settings.staff.email')}
        name="email"
        rules={[
          requiredText,
          // Spaces around a pasted address are dropped on saving, so they are no error.
          { pattern: EMAIL_PATTERN, transform: trimmed, message: t('validation.email') },
        ]}
      >
        <Input inputMode="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item label={t('settings.staff.role')} name="role">
        <Select<Role> options={roleOptions()} />
      </Form.Item>
      <Form.Item
        label={t('settings.staff.password')}
        name="password"
        dependencies={['email']}
        rules={newPasswordRules(() => form.getFieldValue('email') as string | undefined)}
        extra={t('settings.password.rules')}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
      <Form.Item
        label={t('settings.staff.repeatPassword')}
        name="repeatPassword"
        dependencies={['password']}
        rules={repeatRules('password')}
      >
        <Input.Password autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} />
      </Form.Item>
    </FormModal>
  );
}
