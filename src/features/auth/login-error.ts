import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../../i18n';
import { errorCode, errorText, type ApiErrorAnswer } from '../../store/errors';

/** Dutch words for a failed sign-in: wrong credentials, too many attempts, no server. */
export function loginErrorText(error: FetchBaseQueryError | SerializedError): string {
  switch (errorCode(error)) {
    case 'INVALID_CREDENTIALS':
      return t('login.invalidCredentials');
    case 'NETWORK':
      return t('login.unreachable');
    case 'RATE_LIMITED': {
      const data = 'data' in error ? (error.data as Partial<ApiErrorAnswer>) : undefined;
      if (!data?.retryAfter) return t('login.rateLimitedLater');
      // Rounded up to the minute: the time shown is never earlier than the server allows.
      // Plain Date, not dayjs: the login screen's JavaScript stays small.
      const at = new Date(Date.now() + (data.retryAfter + 59) * 1000);
      const time = [at.getHours(), at.getMinutes()]
        .map((n) => String(n).padStart(2, '0'))
        .join(':');
      return t('login.rateLimited', { time });
    }
    case 'VALIDATION':
      return t('validation.email');
    default:
      return errorText(error);
  }
}
