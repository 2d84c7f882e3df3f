import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './fixtures/chromium';

/**
 * Browser tests against the real server (seeded personas, built web app) on a fresh data
 * directory. Tests that write get a practice of their own (fixtures/test.ts); the personas
 * are for reading. Playwright cannot download browsers here: it drives Debian's chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** The test identity provider (fixtures/oidc-test-provider.ts) the server's single sign-on points at. */
const oidcIssuer = `http://127.0.0.1:${port + 125}`;
/**
 * The server's data directory, known to the tests (they read the mail outbox in it): a fresh one
 * per run, unless a running server is reused (then its directory, named in E2E_DATA_DIR).
 */
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tend-e2e-')));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // The server refuses a cookie-carrying POST without Origin (CSRF); browsers send it, Playwright's API requests do not.
    extraHTTPHeaders: { origin: baseURL },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /setup\/.*\.setup\.ts/ },
    { name: 'chromium', dependencies: ['setup'], use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // One command: seed the fresh data directory (its persona admin would end demo mode auto, so DEMO_MODE=on), then serve the API and apps/web/dist from the compiled server, as `npm start` runs it (`npm run build` made it); reminders and automatic tasks are swept every few seconds; every test's demo practice comes from one address.
      command: `bash -c 'export DATA_DIR=${dataDir} PORT=${port} DEMO_MODE=on REMINDER_SWEEP_EVERY=3s TASK_SWEEP_EVERY=3s DEMO_LOGINS_PER_HOUR=10000 SIGNUPS_PER_HOUR=10000 OIDC_ISSUER=${oidcIssuer} OIDC_CLIENT_ID=tend-test OIDC_CLIENT_SECRET=tend-test-secret OIDC_LABEL="Harbor ID" && npx tsx apps/server/src/cli/seed.ts && exec node --enable-source-maps apps/server/dist/main.mjs'`,
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The test identity provider the server signs in with (e2e/auth/sso.spec.ts), on the server's port + 125.
      command: 'npx tsx e2e/fixtures/oidc-test-provider.ts',
      cwd: '..',
      env: { E2E_PORT: String(port) },
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
