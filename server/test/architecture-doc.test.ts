import fs from 'node:fs';
import path from 'node:path';

/**
 * docs/architecture.md names every folder of `server/` and `src/` (as `server/x/` or `src/x/`),
 * so that a newcomer finds what each holds: a folder added without a word there fails here.
 */
const root = path.resolve(__dirname, '../..');

function foldersUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const inner = `${folder}/${entry.name}`;
      return [inner, ...foldersUnder(inner)];
    });
}

test('docs/architecture.md names every folder of server/ and src/', () => {
  const text = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const folders = [...foldersUnder('server'), ...foldersUnder('src')];
  expect(folders).toContain('server/routes');
  expect(folders.filter((folder) => !text.includes(`\`${folder}/\``))).toEqual([]);
});
