import { apiLogin, TENANT } from './fixtures.ts';

function baseUrl(): string {
  const url = process.env.SEN_E2E_BASE_URL;
  if (!url) throw new Error('SEN_E2E_BASE_URL is not set: run the e2e through playwright.config.ts');
  return url;
}

/** A code no other test (or earlier run against the same server) has taken: letters and digits. */
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
