import { versionReader, type Versions } from './data-versions';

/** A read that finishes when the test says so, counting how often it was started. */
function controlledRead() {
  const pending: ((versions: Versions) => void)[] = [];
  const read = () => new Promise<Versions>((resolve) => pending.push(resolve));
  const finish = (index: number, version: string) =>
    pending[index](new Map([['language', version]]));
  return { read, pending, finish };
}

describe('versionReader', () => {
  test('requests arriving during a read share the next one, never the one under way', async () => {
    const { read, pending, finish } = controlledRead();
    const reader = versionReader(read);
    const first = reader();
    const waiting = Array.from({ length: 19 }, () => reader());
    expect(pending).toHaveLength(1);
    finish(0, '1');
    expect((await first).get('language')).toBe('1');
    // The read under way predates the 19 later arrivals, so one more read serves them all.
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);
    finish(1, '2');
    const later = await Promise.all(waiting);
    expect(new Set(later.map((versions) => versions.get('language')))).toEqual(new Set(['2']));
    expect(pending).toHaveLength(2);
  });

  test('a failed read is not shared with those who arrived after it started', async () => {
    let calls = 0;
    const reader = versionReader(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return new Map([['language', String(calls)]]);
    });
    const first = reader();
    const second = reader();
    await expect(first).rejects.toThrow('connection lost');
    expect((await second).get('language')).toBe('2');
    expect(calls).toBe(2);
  });

  test('a request after a finished read starts a fresh one', async () => {
    let calls = 0;
    const reader = versionReader(async () => new Map([['language', String(++calls)]]));
    expect((await reader()).get('language')).toBe('1');
    expect((await reader()).get('language')).toBe('2');
  });
});
