/**
 * `npm run new:area -- vehicles [--kind vehicle] [--in area]` (server/cli/new-area-command.ts) writes the
 * skeleton of a new area as docs/adding-an-area.md describes it: its table, repository,
 * schemas, service, content-kind declaration, route with its permissions and the SPA feature's
 * placeholder, and adds the kind's name to CONTENT_KINDS and its declaration to the registry.
 * Every file is a working start (a name and notes) with TODO where the area's own fields and
 * rules go. Refuses an area whose files or kind exist already, and writes nothing then.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { areaFiles, type AreaNames } from './new-area-files';

/** A central file the generator adds one line to, and where. */
interface Insertion {
  path: string;
  /** Adds the area's line; answers the file unchanged when its place is not found. */
  insert: (text: string) => string;
}

/** Adds `line` before the first `end` after `start` in `text`; unchanged when either is not found. */
function insertBefore(text: string, start: string, end: string, line: string) {
  const from = text.indexOf(start);
  const at = from < 0 ? -1 : text.indexOf(end, from);
  return at < 0 ? text : text.slice(0, at) + line + text.slice(at);
}

function insertions(names: AreaNames): Insertion[] {
  const { kind } = names;
  return [
    {
      path: 'server/db/schema/index.ts',
      insert: (text) => `${text.trimEnd()}\nexport * from './${names.area}';\n`,
    },
    {
      path: 'server/domain/history.ts',
      insert: (text) =>
        insertBefore(text, 'export const CONTENT_KINDS = [', '] as const;', `  '${kind}',\n`),
    },
    {
      path: 'server/services/content-kinds.ts',
      insert: (text) =>
        insertBefore(
          insertBefore(text, 'const REGISTRY', '\n};', `\n  ${kind}: ${kind}Kind,`),
          'import type { ContentKindDeclaration }',
          'import type { ContentKindDeclaration }',
          `import { ${kind}Kind } from './${names.kindFile}-kind';\n`,
        ),
    },
  ];
}

export interface NewAreaResult {
  written: string[];
  edited: string[];
  /** What the recipe still asks by hand (docs/adding-an-area.md). */
  next: string[];
}

/** A file's text as the repository's Prettier settings write it (whatever the names' lengths). */
async function formatted(path: string, text: string) {
  const options = await resolveConfig(join(process.cwd(), path));
  return format(text, { ...options, filepath: path });
}

/**
 * Writes the area's files under `root` (the repository); throws, writing nothing, when one of
 * them exists, the kind is known already or a central file's place is not found.
 */
export async function newArea(root: string, names: AreaNames): Promise<NewAreaResult> {
  const files = areaFiles(names);
  const taken = Object.keys(files.files).filter((path) => existsSync(join(root, path)));
  if (taken.length) throw new Error(`The area ${names.area} exists already: ${taken.join(', ')}`);
  const history = readFileSync(join(root, 'server/domain/history.ts'), 'utf8');
  if (history.includes(`'${names.kind}',`))
    throw new Error(`The kind ${names.kind} exists already (server/domain/history.ts)`);
  const edits = insertions(names).map(({ path, insert }) => {
    const text = readFileSync(join(root, path), 'utf8');
    const changed = insert(text);
    if (changed === text) throw new Error(`Found no place for the ${names.kind} kind in ${path}`);
    return { path, changed };
  });
  const texts = await Promise.all(
    Object.entries(files.files).map(async ([path, text]) => [path, await formatted(path, text)]),
  );
  for (const [path, text] of texts) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  // The SPA's placeholder page, unless the menu has one already (Voertuigen has) or the area is
  // part of another, whose screens show it.
  const page = files.page && join(root, files.page.path);
  const pageWritten = !!files.page && !existsSync(page!);
  if (files.page && pageWritten) {
    mkdirSync(dirname(page!), { recursive: true });
    writeFileSync(page!, await formatted(files.page.path, files.page.text));
  }
  for (const { path, changed } of edits)
    writeFileSync(join(root, path), await formatted(path, changed));
  const roles = readFileSync(join(root, 'server/domain/roles.ts'), 'utf8');
  return {
    written: [...Object.keys(files.files), ...(files.page && pageWritten ? [files.page.path] : [])],
    edited: edits.map((edit) => edit.path),
    next: [
      ...(roles.includes(`'${names.permissionArea}'`)
        ? []
        : [
            `server/domain/roles.ts: add '${names.permissionArea}' to AREAS and to the roles that have it`,
          ]),
      `npm run db:generate: the migration of the ${names.table} table and the ${names.kind} kind`,
      `server/routes/${names.kindFile}.ts: describe the '${names.kind}' tag (its \`tags\`)`,
      'server/services/content-kinds.ts: move the entry to its place in the erasure order if it holds customer data',
      `server/cli/demo/: what the demo makes of the area (content-kinds.test.ts fails without one)`,
      'npm run api:openapi && npm run api:generate, then the SPA steps (docs/adding-an-area.md § 9)',
      ...(pageWritten ? [`src/i18n: the menu's label 'menu.${names.table}', nl-BE and en`] : []),
      ...(files.page
        ? []
        : [`src/features/${names.permissionArea}/: the screens, in the area it is part of`]),
    ],
  };
}
