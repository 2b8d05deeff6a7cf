import { AvailabilityLine } from './AvailabilityLine';
import { useRef, useState, type FormEvent } from 'react';
import type { WidgetLanguage, WidgetT } from '../../i18n/widget';
import { useCreateChatMutation } from './api';
import { failureOf, type WidgetFailure } from './errors';
import { FailureLine } from './FailureLine';
import { plainTextToHtml } from './plain-text';
import type { StoredConversation } from './storage';

type Field = 'subject' | 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'question';

/** The server's rules (ChatInput): lengths, no markup characters in one-line fields. */
const RULES: Record<Field, { required: boolean; max: number; plain: boolean }> = {
  subject: { required: true, max: 200, plain: true },
  firstName: { required: true, max: 100, plain: true },
  lastName: { required: true, max: 100, plain: true },
  email: { required: true, max: 254, plain: true },
  phone: { required: false, max: 50, plain: true },
  address: { required: false, max: 300, plain: true },
  question: { required: true, max: 10_000, plain: false },
};
const FIELDS = Object.keys(RULES) as Field[];
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export function validate(values: Record<Field, string>, t: WidgetT) {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    const rule = RULES[field];
    if (!value) {
      if (rule.required) errors[field] = t('widget.required');
    } else if (value.length > rule.max) {
      errors[field] = t('widget.tooLong', { max: rule.max });
    } else if (rule.plain && /[<>]/.test(value)) {
      errors[field] = t('widget.noMarkup');
    } else if (field === 'email' && !EMAIL.test(value)) {
      errors[field] = t('widget.emailInvalid');
    }
  }
  return errors;
}

const LABELS = {
  subject: 'widget.subject',
  firstName: 'widget.firstName',
  lastName: 'widget.lastName',
  email: 'widget.email',
  phone: 'widget.phone',
  address: 'widget.address',
  question: 'widget.question',
} as const;

const INPUT_TYPES: Partial<Record<Field, string>> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  // One line: 'street-address' belongs to a multi-line field (a textarea) in HTML's list.
  address: 'address-line1',
};

/** The first visit: who the customer is and their question (the public create call). */
export function StartForm({
  t,
  language,
  page,
  notice,
  onStarted,
}: {
  t: WidgetT;
  /** The widget's language: the e-mails with staff replies speak it. */
  language: WidgetLanguage;
  /** The website page the widget was opened on (Statistieken: where conversations start). */
  page?: string;
  /** Said above the form, e.g. that the previous conversation is no longer available. */
  notice?: string;
  onStarted: (conversation: StoredConversation) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<WidgetFailure>();
  const [createChat, { isLoading }] = useCreateChatMutation();
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, t);
    setErrors(found);
    setFailure(undefined);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const result = await createChat({
      chatInput: {
        subject: values.subject.trim(),
        author: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: optional(values.phone),
          address: optional(values.address),
        },
        content: plainTextToHtml(values.question),
        language,
        page,
      },
    });
    if ('error' in result) {
      setFailure(failureOf(result.error, t));
      return;
    }
    onStarted({ ...result.data, subject: values.subject.trim() });
  };

  const field = (name: Field) => {
    const id = `bo-widget-${name}`;
    const error = errors[name];
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': RULES[name].required || undefined,
      onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
    return (
      <div className={`bo-widget__field bo-widget__field--${name}`} key={name}>
        <label htmlFor={id}>{t(LABELS[name])}</label>
        {name === 'question' ? (
          <textarea {...common} rows={4} />
        ) : (
          <input {...common} type={INPUT_TYPES[name] ?? 'text'} autoComplete={AUTOCOMPLETE[name]} />
        )}
        {error && (
          <p className="bo-widget__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="bo-widget__form" ref={form} onSubmit={submit} noValidate>
      <h1 className="bo-widget__title">{t('widget.title')}</h1>
      {notice && (
        <p className="bo-widget__notice" role="status">
          {notice}
        </p>
      )}
      <p className="bo-widget__intro">{t('widget.intro')}</p>
      <AvailabilityLine t={t} language={language} />
      {field('subject')}
      <div className="bo-widget__row">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('email')}
      <div className="bo-widget__row">
        {field('phone')}
        {field('address')}
      </div>
      {field('question')}
      <FailureLine failure={failure} t={t} />
      <button className="bo-widget__primary" type="submit" disabled={isLoading}>
        {t(isLoading ? 'widget.starting' : 'widget.start')}
      </button>
      <p className="bo-widget__privacy">{t('widget.privacy')}</p>
    </form>
  );
}
