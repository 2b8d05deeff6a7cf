import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The layer rules of docs/architecture.md § Layers are lint's: a repository that imports
 * another repository, a service or the HTTP schemas, mints or hashes, or begins a transaction
 * fails `npm run lint`. Checked on a repository's text with violations planted in it.
 */
const root = path.resolve(__dirname, '../..');
const REPOSITORY = 'server/repositories/throttle.ts';

// The layer rules read imports and syntax, not types: the one type-aware rule of the server's
// files is left to `npm run lint`, so that this test does not build the whole TypeScript program.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

const lint = async (text: string) => {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, REPOSITORY) });
  return result.messages.map((message) => ({
    line: message.line,
    rule: message.ruleId,
    message: message.message,
  }));
};

test('a repository as it is passes lint', async () => {
  expect(await lint(fs.readFileSync(path.join(root, REPOSITORY), 'utf8'))).toEqual([]);
});

test('a repository that imports another repository, a service or the schemas, hashes or begins a transaction fails lint', async () => {
  const planted = [
    "import { createHash } from 'node:crypto';",
    "import { sql } from 'drizzle-orm';",
    "import type { Db } from '../db/client';",
    "import { readSnapshot } from '../db/read-snapshot';",
    "import { Id } from '../schemas';",
    "import { listUsers } from './users';",
    "import { readChat } from '../services/chats';",
    '',
    'export const planted = (db: Db) =>',
    '  db.transaction(async (tx) => {',
    "    await tx.execute(sql`select ${createHash('sha256').digest('hex')}`);",
    '    return [readSnapshot, Id, listUsers, readChat];',
    '  });',
    '',
  ].join('\n');
  const messages = await lint(planted);
  const on = (line: number) => messages.filter((message) => message.line === line);
  expect(on(1)).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
  expect(on(2)).toEqual([]);
  expect(on(3)).toEqual([]);
  for (const line of [4, 5, 6, 7])
    expect(on(line)).toEqual([expect.objectContaining({ rule: 'import/no-restricted-paths' })]);
  expect(on(10)).toEqual([
    expect.objectContaining({
      rule: 'no-restricted-syntax',
      message: expect.stringContaining('never begin a transaction'),
    }),
  ]);
});
