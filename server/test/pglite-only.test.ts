import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config';
import { embeddedFiles } from './embedded-files';
import { pgliteOnly } from './pglite-only';

test('every file the PostgreSQL run leaves out exists and says why', () => {
  for (const [file, reason] of Object.entries(pgliteOnly)) {
    expect({ file, exists: fs.existsSync(path.join(projectRoot(), file)) }).toEqual({
      file,
      exists: true,
    });
    expect(reason.length).toBeGreaterThan(10);
  }
});

test('every file or folder that CI runs on PGlite as well exists and says why', () => {
  for (const [entry, reason] of Object.entries(embeddedFiles)) {
    expect({ entry, exists: fs.existsSync(path.join(projectRoot(), entry)) }).toEqual({
      entry,
      exists: true,
    });
    expect(reason.length).toBeGreaterThan(10);
  }
});
