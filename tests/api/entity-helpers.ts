import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { count, sql } from 'drizzle-orm';
import type { Entity } from '../../src/contract/entity/define.ts';
import type { Db } from '../../src/server/db/client.ts';
import { entitySearchView, entityTable, searchViewName } from '../../src/server/db/entity-table.ts';
import { appRole } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import type { TestApp } from './harness.ts';

/**
 * Creates the tables (and search views) of test-only entities the way migrations would (the same
 * DDL drizzle-kit generates from their declarations), as the owner, and lets the app role use them.
 */
export async function createEntityTables(owner: Db, list: readonly Entity[]): Promise<void> {
  const schema: Record<string, unknown> = {};
  for (const entity of list) {
    schema[entity.name] = entityTable(entity);
    const view = entitySearchView(entity);
    if (view) schema[`${entity.name}#search`] = view;
  }
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  for (const statement of statements) await owner.execute(sql.raw(statement));
  for (const entity of list) {
    const grant = `GRANT SELECT, INSERT, UPDATE, DELETE ON ${entity.table} TO ${appRole.name}`;
    await owner.execute(sql.raw(grant));
    if (entitySearchView(entity))
      await owner.execute(sql.raw(`GRANT SELECT ON ${searchViewName(entity)} TO ${appRole.name}`));
  }
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely
  body: any;
}

/** A signed-in caller of the API: `await as.get('/api/stock/units')` → { status, body }. */
export function caller(t: TestApp, token: string, headers: Record<string, string> = {}, tenant = 'demo') {
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await t.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Tenant: tenant,
        'content-type': 'application/json',
        ...headers,
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined } as Answer;
  };
  return {
    get: (path: string, extra?: Record<string, string>) => call('GET', path, undefined, extra),
    post: (path: string, body: unknown, extra?: Record<string, string>) => call('POST', path, body, extra),
    put: (path: string, body: unknown, extra?: Record<string, string>) => call('PUT', path, body, extra),
    patch: (path: string, body: unknown, extra?: Record<string, string>) => call('PATCH', path, body, extra),
    delete: (path: string, extra?: Record<string, string>) => call('DELETE', path, undefined, extra),
  };
}

export type Caller = ReturnType<typeof caller>;

/** Rows of an entity's table in a tenant, counted directly (not through the API). */
export async function countRows(t: TestApp, entity: Entity, tenant = 'demo'): Promise<number> {
  const table = entityTable(entity);
  const [row] = await withTenant(t.database.db, tenant, (tx) => tx.select({ n: count() }).from(table));
  return Number(row?.n ?? 0);
}

/** Field names of a 400 VALIDATION answer. */
export function failedFields(answer: Answer): string[] {
  return (answer.body?.fields ?? []).map((f: { field: string }) => f.field);
}
