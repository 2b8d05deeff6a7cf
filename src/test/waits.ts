/**
 * How long findBy… and waitFor wait for a screen: a safety net, never a measure. On a busy
 * machine a whole-app render with antd takes seconds, and a file's first render of a lazy screen
 * also loads (with a cold cache, compiles) that screen's modules: over a minute when CI runs jest
 * beside the end-to-end and hardening suites on 2 cores. A wait that is met ends at once, so a
 * long limit costs only failing tests. It stays below jest's 180 s per test (jest.config.ts), so
 * a test that never finds what it waits for fails with its own message.
 */
export const SCREEN_WAIT_MS = 150_000;

/** The options argument of findBy… and waitFor, for the calls that pass one. */
export const screenWait = { timeout: SCREEN_WAIT_MS };
