import type { Page } from '@playwright/test';
import { BUSINESS_TIME_ZONE } from '../../src/contract/api/system.api.ts';
import { todayIn } from '../../src/contract/domain/period.ts';
import { apiLogin, type DemoUser, expect, TENANT } from './fixtures.ts';

function baseUrl(): string {
  const url = process.env.SEN_E2E_BASE_URL;
  if (!url) throw new Error('SEN_E2E_BASE_URL is not set: run the e2e through playwright.config.ts');
  return url;
}

/** A code no other test (or earlier run against the same server) has taken: letters and digits. */
/**
 * The business date (Asia/Ho_Chi_Minh) `offset` days from now, as the server and the app count
 * days: the UTC date is a day behind every evening from 17:00 UTC.
 */
export function businessDay(offset = 0): string {
  return todayIn(Date.now() + offset * 86_400_000, BUSINESS_TIME_ZONE);
}

export function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
}

/** Creates records of an entity through the API as admin; answers them as saved. */
export async function createViaApi(
  path: string,
  bodies: readonly Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const admin = await apiLogin('admin');
  const saved: Record<string, unknown>[] = [];
  for (const body of bodies) {
    const response = await fetch(`${baseUrl()}/api/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Tenant: TENANT,
        Authorization: `Bearer ${admin.session.access_token}`,
      },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`e2e: POST ${path} answered ${response.status}`);
    saved.push((await response.json()) as Record<string, unknown>);
  }
  return saved;
}

/**
 * Ctrl+→ turns a list to page 2 (not while typing in the search box, so the heading takes the
 * focus first): the address says `pageIndex=2` and the footer `second`; Ctrl+← comes back.
 */
export async function pageWithKeys(page: Page, second: RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+ArrowRight');
  await expect(page).toHaveURL(/pageIndex=2/);
  await expect(page.getByText(second)).toBeVisible();
  await page.keyboard.press('Control+ArrowLeft');
  await expect(page).not.toHaveURL(/pageIndex/);
}

/**
 * A call under /api as a demo user working in `branches` (none: the user's own); answers the
 * status and the JSON body.
 */
export async function callApi(
  user: DemoUser,
  branches: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const session = await apiLogin(user);
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Tenant: TENANT,
      ...(branches ? { Branchs: branches } : {}),
      Authorization: `Bearer ${session.session.access_token}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}
