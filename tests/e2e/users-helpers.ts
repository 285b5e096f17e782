import type { Page } from '@playwright/test';
import { apiLogin, expect, type SessionAnswer, TENANT } from './fixtures.ts';

/** A user name no other test (or earlier run against the same server) has taken. */
export function uniqueUserName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

function baseUrl(): string {
  const url = process.env.SEN_E2E_BASE_URL;
  if (!url) throw new Error('SEN_E2E_BASE_URL is not set: run the e2e through playwright.config.ts');
  return url;
}

export interface CreatedUser {
  id: string;
  user_name: string;
  password: string;
}

/** Creates a user through the API as admin (for tests about the view page, not the form). */
export async function createUserViaApi(fields: Record<string, unknown>): Promise<CreatedUser> {
  const admin = await apiLogin('admin');
  const user_name = uniqueUserName('nv');
  const password = 'mat-khau-1';
  const response = await fetch(`${baseUrl()}/api/system/users`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Tenant: TENANT,
      Authorization: `Bearer ${admin.session.access_token}`,
    },
    body: JSON.stringify({
      user_name,
      password,
      ten_nsd: `Nhân viên ${user_name}`,
      branchs: 'CN01',
      ...fields,
    }),
  });
  if (response.status !== 201) throw new Error(`e2e: creating ${user_name} answered ${response.status}`);
  const record = (await response.json()) as { id: string };
  return { id: record.id, user_name, password };
}

/** Signs in any user through the API (the fixtures' apiLogin knows only the demo users). */
export async function apiLoginAs(userName: string, password: string): Promise<SessionAnswer> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Tenant: TENANT },
    body: JSON.stringify({ user_name: userName, password, system_type: 'web', login_type: 'password' }),
  });
  if (!response.ok) throw new Error(`e2e: login as ${userName} answered ${response.status}`);
  return (await response.json()) as SessionAnswer;
}

/** Fills and sends the login form with any credentials. */
export async function signInWith(page: Page, userName: string, password: string): Promise<void> {
  const tenant = page.getByLabel('Mã doanh nghiệp');
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  if (await tenant.isVisible()) await tenant.fill(TENANT);
  await page.getByLabel('Tên đăng nhập').fill(userName);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/**
 * Opens every module and group of the sidebar and returns the names of the screens it links to.
 * The sidebar is the vertical layout's menu: switched to it (on this device) and reloaded first.
 */
export async function menuScreens(page: Page): Promise<string[]> {
  await page.evaluate(() => localStorage.setItem('sen.layout', 'vertical'));
  await page.reload();
  const menu = page.getByRole('complementary').getByRole('navigation');
  await expect(menu.getByRole('link').first()).toBeVisible();
  for (;;) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const names = await menu.getByRole('link').allInnerTexts();
  return names.map((name) => name.trim()).filter((name) => name !== 'Trạng thái hệ thống');
}
