import { loadConfig } from '../config';
import { peppolConfig } from './config';

describe('PEPPOL configuration', () => {
  test('unset is off, and the server starts with it', () => {
    expect(peppolConfig({})).toEqual({ mode: 'off' });
    expect(loadConfig({}).peppol).toEqual({ mode: 'off' });
  });

  test('local steps every two seconds unless told otherwise', () => {
    expect(peppolConfig({ PEPPOL: 'local' })).toEqual({
      mode: 'local',
      stepMs: 2000,
      webhookToleranceSeconds: 300,
    });
    expect(peppolConfig({ PEPPOL: 'LOCAL', PEPPOL_LOCAL_STEP_SECONDS: '0' })).toMatchObject({
      stepMs: 0,
    });
  });

  test('einvoice needs its key and webhook secret, and defaults to the production API', () => {
    expect(
      peppolConfig({ PEPPOL: 'einvoice', PEPPOL_API_KEY: 'k', PEPPOL_WEBHOOK_SECRET: 's' }),
    ).toEqual({
      mode: 'einvoice',
      apiUrl: 'https://api.e-invoice.be',
      apiKey: 'k',
      webhookSecret: 's',
      webhookToleranceSeconds: 300,
    });
    expect(
      peppolConfig({
        PEPPOL: 'einvoice',
        PEPPOL_API_KEY: 'k',
        PEPPOL_WEBHOOK_SECRET: 's',
        PEPPOL_API_URL: 'https://api-dev.e-invoice.be/',
        PEPPOL_WEBHOOK_TOLERANCE_SECONDS: '60',
      }),
    ).toMatchObject({ apiUrl: 'https://api-dev.e-invoice.be', webhookToleranceSeconds: 60 });
    expect(() => peppolConfig({ PEPPOL: 'einvoice', PEPPOL_WEBHOOK_SECRET: 's' })).toThrow(
      /PEPPOL_API_KEY must be set/,
    );
    expect(() => peppolConfig({ PEPPOL: 'einvoice', PEPPOL_API_KEY: 'k' })).toThrow(
      /PEPPOL_WEBHOOK_SECRET must be set/,
    );
  });

  test('wrong values are refused with the variable named and no secret repeated', () => {
    expect(() => peppolConfig({ PEPPOL: 'storecove' })).toThrow(
      /PEPPOL must be off, local or einvoice/,
    );
    const insecure = () =>
      peppolConfig({
        PEPPOL: 'einvoice',
        PEPPOL_API_KEY: 'key-123',
        PEPPOL_WEBHOOK_SECRET: 's',
        PEPPOL_API_URL: 'http://api.e-invoice.be',
      });
    expect(insecure).toThrow(/PEPPOL_API_URL must be an https address/);
    expect(insecure).not.toThrow(/key-123/);
    expect(() =>
      peppolConfig({ PEPPOL: 'local', PEPPOL_WEBHOOK_TOLERANCE_SECONDS: 'soon' }),
    ).toThrow(/PEPPOL_WEBHOOK_TOLERANCE_SECONDS must be a whole number/);
  });
});
