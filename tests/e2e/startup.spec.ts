import type { Page } from '@playwright/test';
import { apiLogin, expect, holdRequests, TENANT, test } from './fixtures.ts';

// page.route() and the request log must see what really leaves the page: no service worker.
test.use({ serviceWorkers: 'block' });

const heading = { level: 1, name: 'Trạng thái hệ thống' } as const;
const LISTS = ['branchs', 'command', 'stt', 'voucher-locks', 'configs'];

/** Paths of the startup lists (system/…) in the order the page asked for them. */
function recordLists(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.replace(/^\/api\/system\//, '');
    if (LISTS.includes(name)) asked.push(name);
  });
  return asked;
}

/** The status record as an administrator sets it (POST system/stt merges these names). */
async function setStt(values: Record<string, unknown>): Promise<void> {
  const { session } = await apiLogin('admin');
  const response = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/system/stt`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.access_token}`,
      Tenant: TENANT,
    },
    body: JSON.stringify(values),
  });
  expect(response.status).toBe(200);
}

const storedStt = (page: Page) =>
  page.evaluate((t) => JSON.parse(localStorage.getItem(`${t}.copy.stt`) ?? 'null'), TENANT);

test('startup loads branches, then commands, stt, voucher locks and settings, and keeps stt', async ({
  page,
}) => {
  await setStt({ e2e_buoc_cai_dat: 4 });
  const asked = recordLists(page);
  await page.goto('/system/status');
  await expect(page.getByRole('heading', heading)).toBeVisible();

  expect(asked[0]).toBe('branchs');
  expect([...asked.slice(1, LISTS.length)].sort()).toEqual(LISTS.slice(1).sort());
  expect(asked.indexOf('command')).toBeLessThan(asked.indexOf('stt'));
  // Kept beside the tokens, so a signed-in device opens offline with it.
  expect(await storedStt(page)).toMatchObject({ e2e_buoc_cai_dat: 4 });
});

test('the startup lists are asked beside user info, not after its answer', async ({ page }) => {
  const asked = recordLists(page);
  let askedWhileUserInfoWaited: string[] = [];
  await page.route('**/api/auth/user-info', async (route) => {
    // The answer is held until every list has left (5 s at most): lists that waited for it never do.
    await expect
      .poll(() => asked.length, { timeout: 5_000 })
      .toBe(LISTS.length)
      .catch(() => undefined);
    askedWhileUserInfoWaited = [...asked];
    await route.continue();
  });
  await page.goto('/system/status');
  await expect(page.getByRole('heading', heading)).toBeVisible();
  expect(askedWhileUserInfoWaited.sort()).toEqual([...LISTS].sort());
});

test('a signed-in page opens in its frame at once, never through the frame’s empty placeholder', async ({
  page,
}) => {
  // React.lazy suspended on its first render even with the frame's code loaded, and React then
  // held the page back 300 ms behind that placeholder (ui/eager-lazy.ts).
  await page.addInitScript(() => {
    const placeholder = (node: Node) =>
      node instanceof Element &&
      (node.matches('[data-testid="frame-loading"]') || node.querySelector('[data-testid="frame-loading"]'));
    new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes].some(placeholder)))
        (window as { framePlaceholderShown?: boolean }).framePlaceholderShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/system/status');
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByTestId('branch-switcher')).toBeVisible();
  expect(
    await page.evaluate(() => (window as { framePlaceholderShown?: boolean }).framePlaceholderShown),
  ).toBe(undefined);
});

test("the first navigation starts before React's first render, not in its first commit", async ({ page }) => {
  // main.tsx starts the router's first load in a task of its own: started by TanStack's
  // Transitioner in React's first commit, the two made one long task of a phone's CPU (docs/performance.md).
  await page.addInitScript(() => {
    const seen = window as { htmlBootScreenAtLoad?: boolean };
    let router: { load: (...args: unknown[]) => Promise<void> } | undefined;
    // The router names itself `__TSR_ROUTER__` on the window as it is made (for its devtools).
    Object.defineProperty(window, '__TSR_ROUTER__', {
      configurable: true,
      get: () => router,
      set(made: NonNullable<typeof router>) {
        router = made;
        const load = made.load;
        made.load = (...args) => {
          // React's first commit replaces index.html's boot screen (the one with a label).
          seen.htmlBootScreenAtLoad ??= document.querySelector('#root > .sen-boot[aria-label]') !== null;
          return load(...args);
        };
      },
    });
  });
  await page.goto('/system/status');
  await expect(page.getByRole('heading', heading)).toBeVisible();
  const atLoad = await page.evaluate(
    () => (window as { htmlBootScreenAtLoad?: boolean }).htmlBootScreenAtLoad,
  );
  expect(atLoad).toBe(true);
});

/** index.html's `<link rel=modulepreload>` for the frame's own chunk (scripts/frame-preload-plugin.ts). */
const framePreloads = (page: Page) =>
  page.locator('link[rel="modulepreload"][href^="/assets/frame-"]').count();

test('a signed-in visit asks for the frame’s code from the page itself, once; an embedded one does not', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/frame-[\w-]+\.js$/.test(pathname)) asked.push(pathname);
  });
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('branch-switcher')).toBeVisible();
  expect(await framePreloads(page)).toBe(1);
  // The router's own import of it found the preloaded module: one request in all.
  expect(asked).toHaveLength(1);

  await page.goto('/dashboard/analytics?webview=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();
  expect(await framePreloads(page)).toBe(0);
});

test.describe('the sign-in page', () => {
  test.use({ signIn: null });

  test('does not ask for the signed-in frame’s code', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
    expect(await framePreloads(page)).toBe(0);
  });

  test('asks for all its code at once, not through a chunk that only re-exports it', async ({ page }) => {
    // What index.html loads runs at once; every later chunk is held and noted.
    const firstLoad = /\/assets\/(rolldown-runtime|vendor|app)-[\w-]+\.js$/;
    const later = (url: URL) => /^\/assets\/.+\.js$/.test(url.pathname) && !firstLoad.test(url.pathname);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (later(url)) asked.push(url.pathname.replace('/assets/', ''));
    });
    const release = await holdRequests(page, later);
    await page.goto('/auth/login');
    // The page's own chunk (the `public` group, vite.config.ts) and the chunks it imports, all
    // asked while none has arrived (scripts/skip-facades-plugin.ts).
    await expect.poll(() => asked.some((file) => file.startsWith('public-'))).toBe(true);
    await expect.poll(() => asked.some((file) => file.startsWith('frame_public-'))).toBe(true);
    release();
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  });
});

for (const [path, signIn] of [
  ['/auth/login', null],
  ['/system/status', 'admin'],
] as const) {
  test.describe(path, () => {
    test.use({ signIn });

    test('follows the boot screen without a blank moment', async ({ page }) => {
      // React's first commit used to empty index.html's boot screen and draw nothing until startup
      // was over (an empty page in between); the root's pending screen is now the boot screen.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root && root.childElementCount === 0) (window as { blank?: boolean }).blank = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      const target = signIn ? page.getByRole('heading', heading) : page.getByLabel('Tên đăng nhập');
      await expect(target).toBeVisible();
      expect(await page.evaluate(() => (window as { blank?: boolean }).blank)).toBe(undefined);
    });
  });
}

/**
 * `url` answers with a server error until `recoverWithRetry`, which then presses the retry screen's
 * "Thử lại" and waits for the status page.
 */
async function serverErrorOn(page: Page, url: string) {
  let failing = true;
  await page.route(url, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          json: { code: 'INTERNAL', message: 'Lỗi hệ thống, vui lòng thử lại sau ít phút' },
        })
      : route.continue(),
  );
  const alert = page.getByRole('alert');
  return {
    alert,
    recoverWithRetry: async () => {
      failing = false;
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      await expect(page.getByRole('heading', heading)).toBeVisible();
    },
  };
}

test('stt fails like the other startup lists: offline its copy, a server error the retry screen', async ({
  page,
}) => {
  await setStt({ e2e_mo_ca: true });
  await page.goto('/system/status');
  await expect(page.getByRole('heading', heading)).toBeVisible();
  expect(await storedStt(page)).toMatchObject({ e2e_mo_ca: true });

  // No answer at all: the copy of the last visit stands in and the app opens.
  await page.route('**/api/system/stt', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await page.unroute('**/api/system/stt');

  // A server error is shown, and "Thử lại" recovers once the server answers again.
  const serverError = await serverErrorOn(page, '**/api/system/stt');
  await page.reload();
  await expect(serverError.alert.getByRole('heading', { name: 'Máy chủ báo lỗi' })).toBeVisible();
  await expect(page.getByRole('heading', heading)).toHaveCount(0);
  await serverError.recoverWithRetry();
});

test('a server error from auth/config shows the retry screen, and "Thử lại" asks config again', async ({
  page,
}) => {
  // main.tsx asks config before the router exists (startup.askBootRequests); a failed answer must
  // not be kept for the retry.
  const serverError = await serverErrorOn(page, '**/api/auth/config');
  await page.goto('/system/status');
  await expect(serverError.alert.getByRole('heading', { name: 'Máy chủ báo lỗi' })).toBeVisible();
  await serverError.recoverWithRetry();
});

/** What the console says the CSP refused, as the page goes on. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.describe('the boot screen', () => {
  test.use({ signIn: null });

  test('paints in the device theme from the HTML itself, its inline script allowed by the CSP', async ({
    page,
  }) => {
    const refused = cspRefusals(page);
    // The app's scripts never arrive: what shows is index.html's alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('sen.theme', 'dark'));
    await page.goto('/auth/login');
    const boot = page.getByRole('status', { name: 'Đang tải Sen' });
    await expect(boot).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await boot.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(37, 41, 60)');
    expect(refused).toEqual([]);
  });

  test("sets up the browser's Intl data in a worker, the worker allowed by the CSP", async ({ page }) => {
    // ICU's first use is a long task of the main thread; a worker takes it on another core.
    const refused = cspRefusals(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/auth/login');
    await expect(page.getByRole('status', { name: 'Đang tải Sen' })).toBeVisible();
    await expect.poll(() => workers).toEqual([expect.stringMatching(/^blob:/)]);
    expect(refused).toEqual([]);
  });

  test('paints before the stylesheet arrives, and no page renders without it', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/*.css');
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Đang tải Sen' })).toBeVisible();
    // Painted, not only laid out: a stylesheet in <head> held every paint until it came.
    const painted = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    await expect.poll(painted).toBe(1);
    // The app's scripts wait for the stylesheet the parser met: no sign-in form meanwhile.
    await page.waitForTimeout(1_000);
    await expect(page.getByLabel('Tên đăng nhập')).toHaveCount(0);
    release();
    const name = page.getByLabel('Tên đăng nhập');
    await expect(name).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Be Vietnam Pro');
  });
});
