import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../config';

/**
 * A real ClamAV daemon for the tests that prove an infected file is refused. CI starts one
 * (`.ci/clamd.sh`, its only signature the EICAR test file) and names its socket in
 * TEST_CLAMD_SOCKET; elsewhere this starts one of its own with the same script where Debian's
 * clamd is installed, and the caller skips without one. In CI a missing clamd fails the test.
 */
export interface TestClamd {
  socket: string;
  stop(): void;
}

export function startTestClamd(): TestClamd | null {
  if (process.env.TEST_CLAMD_SOCKET) return { socket: process.env.TEST_CLAMD_SOCKET, stop() {} };
  const script = path.join(projectRoot(), '.ci/clamd.sh');
  const installed = ['/usr/sbin/clamd', '/usr/bin/clamd'].some((file) => fs.existsSync(file));
  if (!installed) {
    if (process.env.CI === 'true')
      throw new Error('CI=true and no clamd: .ci/run starts one and sets TEST_CLAMD_SOCKET');
    return null;
  }
  // Once more on a failed start: beside a full test run, two files may start theirs at once.
  for (let attempt = 1; ; attempt++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-clamd-'));
    try {
      const socket = execFileSync(script, ['start', dir], { encoding: 'utf8' }).trim();
      return { socket, stop: () => execFileSync(script, ['stop', dir]) };
    } catch (error) {
      execFileSync(script, ['stop', dir]);
      if (attempt === 2) throw error;
    }
  }
}

/**
 * The EICAR test file, which every virus scanner reports (and the CI's only signature): 68
 * harmless bytes, built here from hex so that no scanner flags this source.
 */
export const EICAR = Buffer.from(
  '58354f2150254041505b345c505a58353428505e2937434329377d2445494341522d5354414e444152442d414e544956495255532d544553542d46494c452124482b482a',
  'hex',
);
