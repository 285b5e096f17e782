import type { Page } from '@playwright/test';
import { apiLogin, TENANT } from './fixtures.ts';

function baseUrl(): string {
  const url = process.env.SEN_E2E_BASE_URL;
  if (!url) throw new Error('SEN_E2E_BASE_URL is not set: run the e2e through playwright.config.ts');
  return url;
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      Tenant: TENANT,
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`e2e: ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** POST notifications/broadcast as the demo administrator (through the API, as another device would). */
export async function broadcast(message: { title: string; body?: string; target?: string; users: string[] }) {
  const admin = await apiLogin('admin');
  return call(admin.session.access_token, 'POST', 'notifications/broadcast', message) as Promise<{
    sent: number;
  }>;
}

/** The user's unread count as the server has it. */
export async function unreadOf(token: string): Promise<number> {
  const answer = (await call(token, 'GET', 'notifications/histories?pageSize=1')) as { total_unread: number };
  return answer.total_unread;
}

export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The bell holds the hub: wait until it says the connection is up. */
export async function waitForLiveBell(page: Page): Promise<void> {
  await page.locator('[data-testid="notification-bell"][data-live="true"]').waitFor({ timeout: 20_000 });
}
