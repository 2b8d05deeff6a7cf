import { widgetLabels } from '../../i18n/widget';
import { errorMessage } from './errors';

/** The widget's line for a refused file: what it was refused for, and what to do instead. */

const nl = widgetLabels('nl');
const refused = (status: number, code: string, retryAfterSeconds?: number) => ({
  status,
  data: { statusCode: status, code, message: '' },
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});

test('the customer reads what an upload was refused for', () => {
  expect(errorMessage(refused(413, 'PAYLOAD_TOO_LARGE'), nl)).toBe(
    'Dit gesprek bevat al te veel bestanden. Stuur uw bericht zonder bestanden, of begin een nieuw gesprek.',
  );
  expect(errorMessage(refused(413, 'FILE_TOO_LARGE'), nl)).toBe(nl('widget.fileTooLarge'));
  expect(errorMessage(refused(413, 'TOO_MANY_FILES'), nl)).toBe(nl('widget.tooManyFiles'));
  expect(errorMessage(refused(503, 'SERVER_BUSY', 10), nl)).toBe(
    'Het is nu erg druk. Probeer het over enkele ogenblikken opnieuw.',
  );
  expect(errorMessage(refused(429, 'RATE_LIMITED', 600), nl)).toBe(
    'Te veel berichten; probeer het over 10 minuten opnieuw.',
  );
  expect(widgetLabels('en')('widget.busy')).toBe(
    'It is very busy right now. Please try again in a few moments.',
  );
});

const refusal = (code: string, message: string) => ({
  status: 415,
  data: { code, message },
});

test.each(['nl', 'en'] as const)(
  'an encrypted PDF asks for an unprotected version (%s)',
  (lang) => {
    const t = widgetLabels(lang);
    expect(
      errorMessage(
        refusal(
          'PDF_ENCRYPTED',
          'offerte.pdf: Dit PDF-bestand is beveiligd; stuur een onbeveiligde versie',
        ),
        t,
      ),
    ).toBe(t('widget.pdfEncrypted'));
    expect(
      errorMessage(
        refusal(
          'UNSUPPORTED_MEDIA_TYPE',
          'offerte.pdf: the PDF holds scripts or actions, which we do not accept',
        ),
        t,
      ),
    ).toBe(t('widget.fileRefused'));
    expect(t('widget.pdfEncrypted')).not.toBe(t('widget.fileRefused'));
  },
);
