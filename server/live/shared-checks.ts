import { createHash } from 'node:crypto';

/** Checks remembered at most; beyond, all are forgotten (a flood of keys costs queries only). */
const MAX_REMEMBERED = 10_000;

/**
 * One answer per key and period, shared by whoever asks meanwhile: every open stream of a
 * conversation (or a staff session) asks at each heartbeat whether its token still opens it,
 * and they share one query per heartbeat instead of one each; a burst of requests with one
 * token shares one query too. A check that fails is not remembered.
 */
export class SharedChecks {
  private readonly answers = new Map<string, { at: number; answer: Promise<boolean> }>();

  constructor(private readonly periodMs: number) {}

  /** The key of a check that involves a secret: its hash, so no token is kept in memory. */
  static keyOf(...parts: (string | number)[]) {
    return createHash('sha256').update(parts.join('\0')).digest('base64url');
  }

  check(key: string, run: () => Promise<boolean>): Promise<boolean> {
    const now = Date.now();
    const known = this.answers.get(key);
    if (known && now - known.at < this.periodMs) return known.answer;
    if (this.answers.size >= MAX_REMEMBERED) this.answers.clear();
    const answer = run();
    this.answers.set(key, { at: now, answer });
    answer.catch(() => {
      if (this.answers.get(key)?.answer === answer) this.answers.delete(key);
    });
    return answer;
  }

  /** Forgets the answer for `key`: the next check asks again (its session may have ended). */
  forget(key: string) {
    this.answers.delete(key);
  }
}
