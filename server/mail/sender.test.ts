import { loadConfig } from '../config';
import { retryDelaySeconds } from './sender';
import { failureOf, openTransport } from './transport';

describe('mail retries', () => {
  const mail = loadConfig({}).mail;

  it('tries again within 30 s, then doubling up to 5 minutes between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelaySeconds(attempt, mail))).toEqual([
      30, 60, 120, 240, 300, 300, 300,
    ]);
  });

  it('gives up only when the server refused this recipient or this mail, never on the set-up', () => {
    const smtpError = (responseCode: number | undefined, command: string, response: string) =>
      Object.assign(new Error(response), { responseCode, command, response });
    expect(failureOf(smtpError(550, 'RCPT TO', '550 5.1.1 No such user'))).toEqual({
      permanent: true,
      reason: '550 5.1.1 No such user',
    });
    expect(failureOf(smtpError(554, 'DATA', '554 Message rejected')).permanent).toBe(true);
    expect(failureOf(smtpError(451, 'RCPT TO', '451 Try later')).permanent).toBe(false);
    expect(failureOf(smtpError(421, 'CONN', '421 Busy')).permanent).toBe(false);
    // Set-up errors an administrator fixes: the waiting mail must survive them.
    expect(failureOf(smtpError(535, 'AUTH PLAIN', '535 Authentication failed')).permanent).toBe(
      false,
    );
    expect(failureOf(smtpError(530, 'MAIL FROM', '530 Authentication required')).permanent).toBe(
      false,
    );
    expect(failureOf(smtpError(553, 'MAIL FROM', '553 Sender not allowed')).permanent).toBe(false);
    expect(failureOf(new Error('connect ECONNREFUSED 127.0.0.1:25')).permanent).toBe(false);
  });
});

describe('mail transport', () => {
  it('keeps its pool and time-outs whatever SMTP_URL holds', () => {
    const transport = openTransport('smtps://bo%40claes.be:s%3Acret@smtp.claes.be:2465');
    const options = (transport as unknown as { options: Record<string, unknown> }).options;
    expect(transport.transporter.name).toBe('SMTP (pool)');
    expect(options).toMatchObject({
      host: 'smtp.claes.be',
      port: 2465,
      secure: true,
      auth: { user: 'bo@claes.be', pass: 's:cret' },
      maxConnections: 3,
      socketTimeout: 30_000,
    });
    transport.close();
    expect(
      (openTransport('smtp://[::1]') as unknown as { options: Record<string, unknown> }).options,
    ).toMatchObject({ host: '::1', port: 587, secure: false, auth: undefined });
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM, APP_URL and COMPANY_NAME, with defaults from this server', () => {
    const defaults = loadConfig({ PORT: '9000' }).mail;
    expect(defaults).toMatchObject({
      smtpUrl: undefined,
      appUrl: 'http://127.0.0.1:9000',
      fromAddress: 'no-reply@127.0.0.1',
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
      fromAddress: 'info@claes.be',
      fromName: 'Dakwerken Claes',
      appUrl: 'https://backoffice.claes.be',
      companyName: 'Dakwerken Claes',
    });
  });

  it('refuses a wrong SMTP_URL without repeating it (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).not.toThrow(/secret/);
    for (const from of [
      'info@claes.be\r\nBcc: x@y.z',
      'x@',
      'no address here',
      'a@claes.be, b@claes.be',
    ])
      expect(() => loadConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM/);
  });

  it('wants the sender and the address people use whenever mail is sent', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.be' };
    expect(() => loadConfig(smtp)).toThrow(/MAIL_FROM must be set/);
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'info@claes.be', HOST: '0.0.0.0' })).toThrow(
      /APP_URL must be set/,
    );
    expect(
      loadConfig({
        ...smtp,
        MAIL_FROM: 'info@claes.be',
        HOST: '0.0.0.0',
        APP_URL: 'https://bo.claes.be',
      }).mail.appUrl,
    ).toBe('https://bo.claes.be');
  });
});
