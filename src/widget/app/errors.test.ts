import { widgetLabels } from '../../i18n/widget';
import { errorMessage } from './errors';

const t = widgetLabels('nl');
const refused = (status: number, code: string, retryAfterSeconds?: number) => ({
  status,
  data: { statusCode: status, code, message: '' },
  ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
});

test('the customer reads what an upload was refused for', () => {
  expect(errorMessage(refused(413, 'PAYLOAD_TOO_LARGE'), t)).toBe(
    'Dit gesprek bevat al te veel bestanden. Stuur uw bericht zonder bestanden, of begin een nieuw gesprek.',
  );
  expect(errorMessage(refused(413, 'FILE_TOO_LARGE'), t)).toBe(t('widget.fileTooLarge'));
  expect(errorMessage(refused(413, 'TOO_MANY_FILES'), t)).toBe(t('widget.tooManyFiles'));
  expect(errorMessage(refused(503, 'SERVER_BUSY', 10), t)).toBe(
    'Het is nu erg druk. Probeer het over enkele ogenblikken opnieuw.',
  );
  expect(errorMessage(refused(429, 'RATE_LIMITED', 600), t)).toBe(
    'Te veel berichten; probeer het over 10 minuten opnieuw.',
  );
  expect(widgetLabels('en')('widget.busy')).toBe(
    'It is very busy right now. Please try again in a few moments.',
  );
});
