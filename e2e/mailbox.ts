import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures';

/** What the suite's SMTP server received (global-setup.ts writes each mail to E2E_MAIL_DIR). */
export async function receivedMails(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(dir, name)))));
}

/** The mail to `address` with `subject`, waited for (a minute at most). */
export async function mailTo(address: string, subject: string) {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find(
          (mail) =>
            mail.to &&
            'text' in mail.to &&
            mail.to.text.includes(address) &&
            mail.subject === subject,
        );
        return found !== undefined;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  return found!;
}
