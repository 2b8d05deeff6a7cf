import type { FormRule } from 'antd';
import { t } from '../../i18n/settings';

/** The server's rules for a new password (WEAK_PASSWORD otherwise), checked before sending. */
export const MIN_PASSWORD_LENGTH = 10;
/** The server's limits on what it stores. */
export const MAX_PASSWORD_LENGTH = 1024;

export const required = { required: true, message: t('validation.required') };
export const requiredText = { ...required, whitespace: true };
/** What the server refuses in a name (its PlainText rule): markup characters. */
export const plainText = { pattern: /^[^<>]*$/, message: t('settings.staff.noMarkup') };

const sameAddress = (password: string, email: string) =>
  email.trim() !== '' && password.trim().toLowerCase() === email.trim().toLowerCase();

/** At least 10 characters and not the account's e-mail address, which `email()` reads. */
export function newPasswordRules(email: () => string | undefined): FormRule[] {
  return [
    required,
    { min: MIN_PASSWORD_LENGTH, message: t('settings.password.tooShort') },
    {
      validator: async (_rule, value: string | undefined) => {
        if (value && sameAddress(value, email() ?? '')) {
          throw new Error(t('settings.password.isEmail'));
        }
      },
    },
  ];
}

/** The repeat of the password in `field`. */
export function repeatRules(field: string): FormRule[] {
  return [
    required,
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== getFieldValue(field)) {
          throw new Error(t('settings.password.mismatch'));
        }
      },
    }),
  ];
}
