import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const FULL_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink and V8 without the
 * browser's own user interface layers, about a third less CPU for the same screens. It lacks
 * two things the full browser has, so the specs that need them run in the full browser: desktop
 * notifications (chat-alerts) and the built-in PDF viewer (chat-files). Without the package, or
 * with CHROMIUM_PATH set, every spec runs in the one browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const LIGHT_CHROMIUM =
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
const NEEDS_FULL_BROWSER = ['**/chat-alerts.spec.ts', '**/chat-files.spec.ts'];

/** How every spec's browser starts: a spec that adds flags spreads these (inventory.spec.ts). */
export const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real built
 * server. Each worker has a server of its own, which global-setup.ts starts on a free port with
 * a fresh database; the spec files are shared among the workers, a file's tests run in order in
 * one of them. Two workers by default (E2E_WORKERS): a spec spends most of its time waiting on
 * the browser and the server, so a second one nearly halves the suite's time on 2 cores.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Safety nets, not speed checks: in CI the suite shares 2 cores with jest and hardening.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    // As a person who asked for less motion (the product then leaves antd's animations out):
    // the same screens in fewer frames, which is most of the suite's CPU in Chromium.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace only when a test is tried again (CI tries a failed test once more): recording one
    // for every test (its screencast and DOM snapshots) cost a third of the suite's CPU.
    // `--trace on` records them all.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'headless shell',
      testIgnore: NEEDS_FULL_BROWSER,
      use: { launchOptions: launchOptions(LIGHT_CHROMIUM) },
    },
    {
      name: 'chromium',
      testMatch: NEEDS_FULL_BROWSER,
      use: { launchOptions: launchOptions(FULL_CHROMIUM) },
    },
  ],
});
