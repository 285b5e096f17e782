/**
 * What a screen's code carries, and what waits until it is asked for. React Aria ships its
 * built-in strings in 34 languages; the build keeps English only (vite.config.ts,
 * @react-aria/optimize-locales-plugin), which React Aria also answers Vietnamese with. The other
 * tables were 49 kB gzip of the entity screens' shared chunk. An entity list fetches its form,
 * column settings and date pickers apart from its rows (EntityListPage.tsx, ui/LazyDateFields.tsx).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Response } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures.ts';

const NODE_MODULES = resolve(import.meta.dirname, '../../node_modules');
const TABLE_DIRS = [
  join(NODE_MODULES, 'react-aria-components/dist/private/intl'),
  join(NODE_MODULES, 'react-aria/dist/private/intl'),
];

/** Every directory under `dir` (itself included) that holds a `de-DE.mjs` table. */
async function tableDirs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.filter((entry) => entry.isDirectory()).map((entry) => tableDirs(join(dir, entry.name))),
  );
  const own = entries.some((entry) => entry.name === 'de-DE.mjs') ? [dir] : [];
  return [...own, ...nested.flat()];
}

/** The plain strings of one language's tables, as the installed React Aria writes them. */
async function stringsOf(locale: string, dirs: readonly string[]): Promise<Set<string>> {
  const strings = new Set<string>();
  for (const dir of dirs) {
    const source = await readFile(join(dir, `${locale}.mjs`), 'utf8').catch(() => '');
    // Phrases only (a single word may be a name in the code: es-ES's `DropZone`), and not the
    // escaped or templated ones (\xe4, ${…}), which the minifier may write otherwise.
    for (const [, text = ''] of source.matchAll(/`([^`\\$]{8,})`/g)) {
      if (text.includes(' ')) strings.add(text);
    }
  }
  return strings;
}

/** A chunk of the build, by the module it is named after (Rolldown: `Name-<hash>.js`). */
const chunkNamed = (name: string) => (url: URL) =>
  new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(url.pathname);

test('a screen gets React Aria’s own strings in English only', async ({ page }) => {
  const code: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) code.push(response.text());
  });
  // The list, and the popups it fetches once drawn.
  const popups = ['EntityFormDialog', 'TableSettingsDialog'].map((name) =>
    page.waitForResponse((response) => chunkNamed(name)(new URL(response.url()))),
  );
  await page.goto('/stock/units');
  await expect(page.getByRole('grid', { name: 'Danh sách Đơn vị tính' })).toBeVisible();
  await Promise.all(popups);
  const downloaded = (await Promise.all(code)).join('\n');

  const dirs = (await Promise.all(TABLE_DIRS.map(tableDirs))).flat();
  const english = await stringsOf('en-US', dirs);
  // The English tables are there: the check below looks at code that holds React Aria's strings.
  expect([...english].filter((text) => downloaded.includes(text)).length).toBeGreaterThan(2);
  for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'pt-BR']) {
    const foreign = [...(await stringsOf(locale, dirs))].filter((text) => !english.has(text));
    expect(foreign.length, `${locale}'s table read`).toBeGreaterThan(5);
    expect(
      foreign.filter((text) => downloaded.includes(text)),
      locale,
    ).toEqual([]);
  }
});

test('a list shows its rows before the form’s code is here, and the form opens once it is', async ({
  page,
}) => {
  const release = await holdRequests(page, chunkNamed('EntityFormDialog'));
  await page.goto('/stock/units');
  const grid = page.getByRole('grid', { name: 'Danh sách Đơn vị tính' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await expect(page.getByRole('dialog', { name: 'Đang tải dữ liệu…' })).toBeVisible();
  release();
  const form = page.getByRole('dialog', { name: 'Thêm đơn vị tính' });
  await expect(form.getByLabel('Mã đơn vị tính')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
});

test('the column settings asked for before their code show the loading overlay, then open', async ({
  page,
}) => {
  const release = await holdRequests(page, chunkNamed('TableSettingsDialog'));
  await page.goto('/stock/units');
  await expect(
    page.getByRole('grid', { name: 'Danh sách Đơn vị tính' }).getByRole('row').nth(1),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Tùy chỉnh cột' }).click();
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
});

test('a list with dates shows its rows before the date pickers’ code, then the from/to fields', async ({
  page,
}) => {
  const release = await holdRequests(page, chunkNamed('DateFields'));
  await page.goto('/hr/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhân viên' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByText('Từ ngày', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Từ ngày' })).toHaveCount(0);
  release();
  await expect(page.getByRole('group', { name: 'Từ ngày' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Đến ngày' })).toBeVisible();
});

test('the code a first visit runs asks V8 to compile it while it downloads; a form’s code does not', async ({
  page,
}) => {
  // scripts/compile-hints.ts: V8's magic comment, first in the file, or V8 reads past it.
  const hint = '//# allFunctionsCalledOnLoad\n';
  const code: Response[] = [];
  page.on('response', (response) => {
    if (/^\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) code.push(response);
  });
  // Read before the next navigation, after which the browser no longer holds the bodies.
  const textOf = (name: string) => {
    const response = code.find((file) => chunkNamed(name)(new URL(file.url())));
    if (!response) throw new Error(`no ${name} chunk was downloaded`);
    return response.text();
  };
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();
  // The first download (libraries, app) and the shell screens' groups (vite.config.ts).
  for (const name of ['vendor', 'app', 'frame', 'dashboard']) {
    expect((await textOf(name)).startsWith(hint), name).toBe(true);
  }

  await page.goto('/stock/units');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await expect(page.getByRole('dialog', { name: 'Thêm đơn vị tính' })).toBeVisible();
  const form = await textOf('EntityFormDialog');
  expect(form.length).toBeGreaterThan(1000);
  expect(form).not.toContain('allFunctionsCalledOnLoad');
});
