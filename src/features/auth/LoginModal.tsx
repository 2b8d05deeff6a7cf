import { Button } from 'antd';
// The components themselves, without what `Form`, `Input` and `Modal` of 'antd' carry beside
// them (Form.List, TextArea, Search, OTP, Modal.confirm …): the login screen loads less. They
// are the same modules the screens' antd uses (webpack reads antd/lib as antd/es).
import Form from 'antd/lib/form/Form';
import FormItem from 'antd/lib/form/FormItem';
import Input from 'antd/lib/input/Input';
import Password from 'antd/lib/input/Password';
import Modal from 'antd/lib/modal/Modal';
import { useState } from 'react';
import { t } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectSessionChecked } from '../../store/session';
import type { Credentials } from '../../shared/session/api.generated';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import { SignInFailure, useSignIn } from './sign-in';

const required = { required: true, message: t('validation.required') };

/** Shown whenever no one is signed in; a successful sign-in closes it (auth/loggedIn). */
export function LoginModal() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useAppSelector(selectSessionChecked);
  // After a session of this page has ended, the screens wait under the modal: say so.
  const [hadSession, setHadSession] = useState(false);
  if (signedIn && checked && !hadSession) setHadSession(true);
  const [signIn, { isLoading, failure, reset }] = useSignIn();

  const submit = (credentials: Credentials) => signIn(credentials);

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
        onValuesChange={() => failure && reset()}
        disabled={isLoading}
        size="large"
      >
        <FormItem
          label={t('login.email')}
          name="email"
          validateFirst
          normalize={(value: string) => value.trim()}
          rules={[required, { pattern: EMAIL_PATTERN, message: t('validation.email') }]}
        >
          {/* type=text: the browser's own email check would pre-empt the spec's messages. */}
          <Input inputMode="email" autoComplete="username" autoFocus />
        </FormItem>
        <FormItem label={t('login.password')} name="password" rules={[required]}>
          <Password autoComplete="current-password" />
        </FormItem>
        {failure && <SignInFailure failure={failure} />}
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
