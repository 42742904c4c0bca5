import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys: Debian's Chromium (Playwright's own browser download is impossible here),
 * against the built app served by `vite preview` on 127.0.0.1, on the emulators that
 * scripts/test.mjs starts. Global setup resets them and writes the demo data.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_URL = 'http://127.0.0.1:4173';
/** Launch flags that work on these machines (docs/development.md); the bench scripts use them too. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // E2E_OUTPUT_DIR / E2E_DIST: several runs at once (each in its own network namespace) keep their
  // traces and their build apart (docs/development.md §4).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    // The service worker precaches every page's code (~0.75 MB gzip) after each new context's first
    // page: 40-odd journeys would each pay for it on a 2-core machine. The venue-mode specs, which
    // are about it, allow it (test.use); docs/venue-mode.md.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port 4173 --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
