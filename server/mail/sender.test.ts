import { loadConfig } from '../config';
import { retryDelaySeconds } from './sender';
import { failureOf } from './transport';

describe('mail retries', () => {
  const mail = loadConfig({}).mail;

  it('tries again within 30 s, then doubling up to 5 minutes between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelaySeconds(attempt, mail))).toEqual([
      30, 60, 120, 240, 300, 300, 300,
    ]);
  });

  it('gives up on a final refusal only, never on a connection or a login that failed', () => {
    const smtpError = (responseCode: number | undefined, code: string, response?: string) =>
      Object.assign(new Error(response ?? code), { responseCode, code, response });
    expect(failureOf(smtpError(550, 'EENVELOPE', '550 5.1.1 No such user'))).toEqual({
      permanent: true,
      reason: '550 5.1.1 No such user',
    });
    expect(failureOf(smtpError(451, 'EENVELOPE', '451 Try later')).permanent).toBe(false);
    expect(failureOf(smtpError(421, 'EPROTOCOL', '421 Busy')).permanent).toBe(false);
    expect(failureOf(smtpError(535, 'EAUTH', '535 Authentication failed')).permanent).toBe(false);
    expect(failureOf(smtpError(undefined, 'ECONNECTION', 'connect ECONNREFUSED')).permanent).toBe(
      false,
    );
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM, APP_URL and COMPANY_NAME, with defaults from this server', () => {
    const defaults = loadConfig({ PORT: '9000' }).mail;
    expect(defaults).toMatchObject({
      smtpUrl: undefined,
      appUrl: 'http://127.0.0.1:9000',
      from: 'no-reply@127.0.0.1',
      replyGroupSeconds: 120,
      giveUpHours: 48,
    });
    const set = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.be:465',
      MAIL_FROM: 'Dakwerken Claes <info@claes.be>',
      APP_URL: 'https://backoffice.claes.be/',
      COMPANY_NAME: 'Dakwerken Claes',
    }).mail;
    expect(set).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.be:465',
      from: 'Dakwerken Claes <info@claes.be>',
      appUrl: 'https://backoffice.claes.be',
      companyName: 'Dakwerken Claes',
    });
  });

  it('refuses a wrong SMTP_URL without repeating it (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).not.toThrow(/secret/);
    expect(() => loadConfig({ MAIL_FROM: 'info@claes.be\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
  });
});
