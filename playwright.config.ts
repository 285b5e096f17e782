import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests run the BUILT app on the REAL server (tests/e2e/global-setup.ts). They do not
// build: a stale or missing build is the caller's business, so say so in one line and stop.
const root = import.meta.dirname;
const missing = ['dist/server/main.js', 'dist/client/index.html'].filter(
  (f) => !existsSync(resolve(root, f)),
);
if (missing.length > 0) {
  console.error(`e2e: ${missing.join(' and ')} missing: run npm run build first`);
  process.exit(1);
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // baseURL comes from the server global-setup starts (tests/e2e/fixtures.ts).
    headless: true,
    viewport: { width: 1280, height: 800 },
    // A browser that is neither Vietnamese nor in Vietnam's time zone: the app must still
    // default to Vietnamese and show business times in Asia/Ho_Chi_Minh.
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
});
