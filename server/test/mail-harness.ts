import type { Config } from '../config';
import { DATABASE_HOOK_TIMEOUT, useTestServer, type TestServer } from './harness';
import { mailConfigFor, startSmtpServer, type TestSmtpServer } from './smtp';

export interface UseTestServerWithMailOptions {
  /** Mail settings as the environment gives them (`APP_URL`, `MAIL_RETRY_FIRST_SECONDS`…). */
  env?: Record<string, string>;
  /** Other settings of the server. */
  overrides?: Partial<Config>;
}

/**
 * The server of this test file with a real SMTP server to send to: both started before the
 * first test and closed after the last; before each test every table is emptied and the mails
 * received so far are forgotten.
 */
export function useTestServerWithMail({
  env = {},
  overrides = {},
}: UseTestServerWithMailOptions = {}) {
  let current: TestSmtpServer | undefined;
  const started = () => {
    if (!current)
      throw new Error('The SMTP server starts in beforeAll: use it inside tests and hooks');
    return current;
  };
  beforeAll(async () => {
    current = await startSmtpServer();
  }, DATABASE_HOOK_TIMEOUT);
  const server: TestServer = useTestServer({
    overrides: () => ({ mail: mailConfigFor(started(), env), ...overrides }),
  });
  afterAll(async () => {
    await current?.close();
  }, DATABASE_HOOK_TIMEOUT);
  beforeEach(() => {
    started().received.length = 0;
  });
  /** The SMTP server: what it received, and waits for more. */
  const smtp: TestSmtpServer = {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
    get received() {
      return started().received;
    },
    get refuse() {
      return started().refuse;
    },
    set refuse(value) {
      started().refuse = value;
    },
    waitFor: (...args) => started().waitFor(...args),
    mailsTo: (address) => started().mailsTo(address),
    waitForMailTo: (...args) => started().waitForMailTo(...args),
    close: () => started().close(),
  };
  return { server, smtp };
}
