import EyeInvisibleOutlined from '@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/lib/asn/EyeOutlined';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { t } from '../../i18n';
import { PlainIcon } from '../../shared/plain/PlainIcon';
import { PrimaryButton } from '../../shared/plain/PrimaryButton';
import type { Credentials } from '../../entities/session/api.generated';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectSessionChecked } from '../../store/session';
import { LoginDialog } from './LoginDialog';
import { SignInFailure, useSignIn } from './sign-in';
import './login.css';

/** Shown whenever no one is signed in; a successful sign-in closes it (auth/loggedIn). */
export function LoginModal() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const checked = useAppSelector(selectSessionChecked);
  // After a session of this page has ended, the screens wait under the modal: say so.
  const [hadSession, setHadSession] = useState(false);
  if (signedIn && checked && !hadSession) setHadSession(true);
  const [signIn, { isLoading, failure, reset }] = useSignIn();

  return (
    <LoginDialog open={!signedIn} title={t('login.title')} afterClose={reset}>
      <p className="bo-login__intro">{hadSession ? t('session.expired') : t('login.intro')}</p>
      <LoginForm
        onSubmit={signIn}
        busy={isLoading}
        onEdit={() => failure && reset()}
        failure={failure && <SignInFailure failure={failure} />}
      />
    </LoginDialog>
  );
}

type Field = keyof Credentials;

/** The spec's messages: a missing value, then an e-mail address that is not one. */
function problemOf(field: Field, value: string): string | undefined {
  if (value === '') return t('validation.required');
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return t('validation.email');
  return undefined;
}

/**
 * E-mail address and password, checked as antd's Form checks them: a field as it is edited, and
 * every field on submit; the e-mail address without spaces around it. Disabled while busy.
 */
function LoginForm({
  onSubmit,
  busy,
  onEdit,
  failure,
}: {
  onSubmit: (credentials: Credentials) => void;
  busy: boolean;
  onEdit: () => void;
  failure: React.ReactNode;
}) {
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const edit = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'email' ? event.target.value.trim() : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: problemOf(field, value) }));
    onEdit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: problemOf('email', values.email),
      password: problemOf('password', values.password),
    };
    setProblems(found);
    if (!found.email && !found.password) onSubmit(values);
  };

  return (
    <form className="bo-login__form" onSubmit={submit} noValidate>
      <LabelledField id="email" label={t('login.email')} problem={problems.email}>
        {/* type=text: the browser's own email check would pre-empt the spec's messages. */}
        <input
          id="email"
          className={inputClass(problems.email)}
          value={values.email}
          onChange={edit('email')}
          disabled={busy}
          inputMode="email"
          autoComplete="username"
          aria-required="true"
          aria-invalid={problems.email ? 'true' : undefined}
          aria-describedby={problems.email ? 'email_help' : undefined}
          // The first thing a visitor does here: focus it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </LabelledField>
      <LabelledField id="password" label={t('login.password')} problem={problems.password}>
        <PasswordInput
          value={values.password}
          onChange={edit('password')}
          disabled={busy}
          problem={problems.password}
        />
      </LabelledField>
      {failure}
      <PrimaryButton type="submit" size="large" block loading={busy} disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </PrimaryButton>
    </form>
  );
}

const inputClass = (problem: string | undefined) =>
  problem ? 'bo-input bo-input--error' : 'bo-input';

/** A label above its control, and below it the room for its problem (antd's vertical Form.Item). */
function LabelledField({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="bo-field">
      <div className="bo-field__label">
        <label htmlFor={id} title={label}>
          {label}
        </label>
      </div>
      {children}
      <div className="bo-field__help">
        {problem && (
          <div id={`${id}_help`} role="alert" className="bo-field__problem">
            {problem}
          </div>
        )}
      </div>
    </div>
  );
}

/** The password, hidden, with the eye that shows it (antd's Input.Password). */
function PasswordInput({
  value,
  onChange,
  disabled,
  problem,
}: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  problem?: string;
}) {
  const [visible, setVisible] = useState(false);
  const classes = [
    'bo-input',
    'bo-input--affix',
    problem && 'bo-input--error',
    disabled && 'bo-input--disabled',
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <input
        id="password"
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        disabled={disabled}
        autoComplete="current-password"
        aria-required="true"
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={problem ? 'password_help' : undefined}
      />
      <span className="bo-input__suffix">
        <button
          type="button"
          className="bo-input__eye"
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <PlainIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      </span>
    </span>
  );
}
