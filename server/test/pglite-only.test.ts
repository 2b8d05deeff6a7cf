import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config';
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
