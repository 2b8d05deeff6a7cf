import { widgetLabels } from '../../i18n/widget';
import { errorMessage } from './errors';

/** The widget's line for a refused file: an encrypted PDF says what to do instead. */

const refusal = (message: string) => ({
  status: 415,
  data: { code: 'UNSUPPORTED_MEDIA_TYPE', message },
});

test.each(['nl', 'en'] as const)(
  'an encrypted PDF asks for an unprotected version (%s)',
  (lang) => {
    const t = widgetLabels(lang);
    expect(
      errorMessage(
        refusal('offerte.pdf: Dit PDF-bestand is beveiligd; stuur een onbeveiligde versie'),
        t,
      ),
    ).toBe(t('widget.pdfEncrypted'));
    expect(
      errorMessage(
        refusal('offerte.pdf: the PDF holds scripts or actions, which we do not accept'),
        t,
      ),
    ).toBe(t('widget.fileRefused'));
    expect(t('widget.pdfEncrypted')).not.toBe(t('widget.fileRefused'));
  },
);
