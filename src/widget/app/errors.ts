import type { WidgetT } from '../../i18n/widget';
import type { WidgetError } from './base-api';

/** The customer's words for a refused or failed call. */
export function errorMessage(error: unknown, t: WidgetT): string {
  const failure = error as WidgetError | undefined;
  if (failure?.status === 429) {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
    return t('widget.rateLimited', { minutes });
  }
  return t('widget.failed');
}

export const isGone = (error: unknown) => (error as WidgetError | undefined)?.status === 404;
