import type { WidgetT } from '../../i18n/widget';
import type { WidgetError } from './base-api';

/** A failure as the widget's error line shows it: the customer's words and the call's reference. */
export interface WidgetFailure {
  text: string;
  /** The failed request's id, which support finds in the server's log. */
  reference?: string;
}

export function failureOf(error: unknown, t: WidgetT): WidgetFailure {
  const reference = (error as WidgetError | undefined)?.requestId;
  return { text: errorMessage(error, t), ...(reference ? { reference } : {}) };
}

/** The customer's words for a refused or failed call. */
export function errorMessage(error: unknown, t: WidgetT): string {
  const failure = error as WidgetError | undefined;
  if (failure?.status === 429) {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
    return t('widget.rateLimited', { minutes });
  }
  if (failure?.status === 415) {
    // An encrypted PDF is the one refused file the customer can turn into an accepted one.
    const code = (failure.data as { code?: string } | undefined)?.code;
    return t(code === 'PDF_ENCRYPTED' ? 'widget.pdfEncrypted' : 'widget.fileRefused');
  }
  if (failure?.status === 413) {
    const code = (failure.data as { code?: string } | undefined)?.code;
    if (code === 'TOO_MANY_FILES') return t('widget.tooManyFiles');
    // The conversation holds as many bytes of files as it may.
    if (code === 'PAYLOAD_TOO_LARGE') return t('widget.chatFull');
    return t('widget.fileTooLarge');
  }
  if (failure?.status === 503) return t('widget.busy');
  return t('widget.failed');
}

export const isGone = (error: unknown) => (error as WidgetError | undefined)?.status === 404;
