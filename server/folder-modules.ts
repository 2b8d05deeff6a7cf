import fs from 'node:fs';
import path from 'node:path';

/** A module of a folder, by its file name. */
export interface FolderModule {
  file: string;
  exports: Record<string, unknown>;
}

/**
 * The modules of a folder, loaded in the order of their file names, so what registers them
 * (route plugins, named schemas) needs no hand-kept list and runs in the same order every time.
 * Tests, declarations, source maps and the folder's `index` are left out. The extension is this
 * file's own: `.ts` where the sources run (tsx, jest), `.js` in the built server.
 */
export function folderModules(folder: string): FolderModule[] {
  const extension = path.extname(__filename);
  return fs
    .readdirSync(folder)
    .filter(
      (file) =>
        file.endsWith(extension) &&
        !file.endsWith(`.test${extension}`) &&
        !file.endsWith(`.d${extension}`) &&
        file !== `index${extension}`,
    )
    .sort()
    .map((file) => ({
      file,
      // A synchronous load, so a module can list a folder's exports as a constant; in jest this
      // is jest's own require, which transforms TypeScript as an import does.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      exports: require(path.join(folder, file)) as Record<string, unknown>,
    }));
}
