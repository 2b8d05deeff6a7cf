import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectSessionChecked } from '../../store/session';
import { useLoginMutation, type Credentials } from './api';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import { loginErrorText } from './login-error';

const required = { required: true, message: t('validation.required') };

/** Shown whenever no one is signed in; a successful sign-in closes it (auth/loggedIn). */
export function LoginModal() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useAppSelector(selectSessionChecked);
  // After a session of this page has ended, the screens wait under the modal: say so.
  const [hadSession, setHadSession] = useState(false);
  if (signedIn && checked && !hadSession) setHadSession(true);
  const [login, { isLoading, error, reset }] = useLoginMutation();

  const submit = (credentials: Credentials) => login({ credentials });

  return (
    <Modal
      open={!signedIn}
      title={t('login.title')}
      footer={null}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      centered
      destroyOnHidden
      width={440}
      // Above any form modal a screen had open when the session expired.
      zIndex={1100}
      afterClose={reset}
    >
      <p className="bo-login__intro">{hadSession ? t('session.expired') : t('login.intro')}</p>
      <Form<Credentials>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => error && reset()}
        disabled={isLoading}
        size="large"
      >
        <Form.Item
          label={t('login.email')}
          name="email"
          validateFirst
          normalize={(value: string) => value.trim()}
          rules={[required, { pattern: EMAIL_PATTERN, message: t('validation.email') }]}
        >
          {/* type=text: the browser's own email check would pre-empt the spec's messages. */}
          <Input inputMode="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password" rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && (
          <Alert type="error" showIcon title={loginErrorText(error)} className="bo-login__error" />
        )}
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
