import { rmSync } from 'node:fs';
import { request } from '@playwright/test';
import { selfSignedCert } from '../fixtures/self-signed-cert.mjs';
import { expect, signInWithForm, TENANT, test } from './fixtures.ts';
import { uniqueTitle, waitForLiveBell } from './notifications-helpers.ts';
import { type StartedSen, startSen } from './sen-server.ts';

/**
 * Given TLS_CERT_FILE and TLS_KEY_FILE the server speaks HTTPS: HTTP/2 to the browser (its
 * files and API calls share one connection instead of queueing on six), HTTP/1.1 for the hub's
 * WebSocket. A server of its own, with a throw-away certificate the browser is told to accept.
 */
const httpsTest = test.extend<object, { sen: StartedSen }>({
  sen: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
    async ({}, use) => {
      const certificate = selfSignedCert();
      const sen = await startSen({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile });
      await use(sen);
      await sen.stop();
      rmSync(certificate.dir, { recursive: true, force: true });
    },
    // A first start migrates and seeds its own database.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ sen }, use) => use(sen.url),
});
httpsTest.use({ signIn: null, ignoreHTTPSErrors: true });

httpsTest('over HTTPS the app loads on HTTP/2 and the hub delivers live', async ({ page, sen }) => {
  expect(sen.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  await page.goto('/auth/login');
  await signInWithForm(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await waitForLiveBell(page);

  const protocols = await page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        protocol: (entry as PerformanceResourceTiming).nextHopProtocol,
      })),
  );
  expect(protocols.filter(({ path }) => path.startsWith('/api/')).length).toBeGreaterThan(3);
  expect(protocols.filter(({ protocol }) => protocol !== 'h2')).toEqual([]);

  const api = await request.newContext({ baseURL: sen.url, ignoreHTTPSErrors: true });
  const login = await api.post('/api/auth/login', {
    headers: { Tenant: TENANT },
    data: { user_name: 'admin', password: 'admin', system_type: 'web', login_type: 'password' },
  });
  const token = (await login.json()).session.access_token;
  const title = uniqueTitle('Qua HTTPS');
  const sent = await api.post('/api/notifications/broadcast', {
    headers: { Tenant: TENANT, Authorization: `Bearer ${token}` },
    data: { title, users: ['admin'] },
  });
  expect(sent.status()).toBe(200);
  await expect(page.getByRole('alertdialog').filter({ hasText: title })).toBeVisible();
  await api.dispose();
});
