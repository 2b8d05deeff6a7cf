import { readFile } from 'node:fs/promises';
import { EMAIL } from '../server/logger';

/**
 * What the server's log of a whole run may not hold (docs/operations.md § Logs): an e-mail
 * address, a password the specs typed (all of them say "wachtwoord"), a bearer token or a chat
 * token in a mail link. Answers one line per leak, naming the log line and what leaked there.
 */
const LEAKS: [string, RegExp][] = [
  ['an e-mail address', new RegExp(EMAIL.source)],
  ['a password', /wachtwoord/i],
  ['a bearer token', /bearer\s+[A-Za-z0-9._~+/-]{8,}/i],
  ['a chat token', /token=[A-Za-z0-9_-]{8,}/],
];

export async function leaksInLog(file: string): Promise<string[]> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  return lines.flatMap((line, index) =>
    LEAKS.filter(([, pattern]) => pattern.test(line)).map(
      ([what]) => `line ${index + 1} holds ${what}`,
    ),
  );
}
