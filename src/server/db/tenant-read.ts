import type { Db } from './client.ts';
import { quoteText } from './inline-sql.ts';
import { TENANT_SETTING } from './tenant-table.ts';

/**
 * Read-only statements run for one tenant in ONE round trip: the tenant setting and the given
 * statements travel as a single simple-protocol message, which PostgreSQL runs as one implicit
 * transaction (so `set_config(…, true)` binds row-level security for all of them and ends with it).
 * Each statement must answer one row with one column; the answers come back as text (or null),
 * in order. The statements must carry no bind parameters: see inline-sql.ts.
 *
 * An `alongside` expression (one that needs no tenant setting, such as the sign-in check's epoch) is
 * answered by the setting's own SELECT, ahead of the statements' answers: one statement less to
 * run, one result less to read.
 */

type Row = Record<string, unknown>;
type Results = { rows: Row[] }[];

/** node-postgres (Pool) answers an array of results to a multi-statement text; PGlite's exec does too. */
interface SimpleQueryClient {
  query?: (text: string) => Promise<Results | { rows: Row[] }>;
  exec?: (text: string) => Promise<Results>;
}

function clientOf(db: Db): SimpleQueryClient {
  const client = (db as unknown as { $client?: SimpleQueryClient }).$client;
  if (!client) throw new Error('The database handle exposes no client');
  return client;
}

async function runSimple(db: Db, text: string): Promise<Results> {
  const client = clientOf(db);
  // PGlite: exec() is its simple-protocol path (query() would prepare a single statement).
  if (client.exec) return client.exec(text);
  if (!client.query) throw new Error('The database client cannot run a query');
  const answer = await client.query(text);
  return Array.isArray(answer) ? answer : [answer];
}

function singleText(result: { rows: Row[] } | undefined): string | null {
  const row = result?.rows[0];
  if (!row) return null;
  const value = Object.values(row)[0];
  return value === null || value === undefined ? null : String(value);
}

/** The setting statement per tenant, quoted once (tenants are few; the cap only bounds memory). */
const settings = new Map<string, string>();
const MAX_SETTINGS = 1_000;

function settingOf(tenantId: string): string {
  let setting = settings.get(tenantId);
  if (setting === undefined) {
    setting = `SELECT set_config(${quoteText(TENANT_SETTING)}, ${quoteText(tenantId)}, true) AS setting`;
    if (settings.size >= MAX_SETTINGS) settings.clear();
    settings.set(tenantId, setting);
  }
  return setting;
}

export async function readAsTenant(
  db: Db,
  tenantId: string,
  statements: readonly string[],
  alongside?: string,
): Promise<(string | null)[]> {
  const setting = settingOf(tenantId);
  const first = alongside === undefined ? setting : `${setting}, (${alongside}) AS alongside`;
  const results = await runSimple(db, [first, ...statements].join(';\n'));
  // The first answer is the setting's (and the alongside's); the rest are the statements', one each.
  const answers = statements.map((_statement, i) => singleText(results[i + 1]));
  if (alongside === undefined) return answers;
  const value = results[0]?.rows[0]?.alongside;
  return [value === null || value === undefined ? null : String(value), ...answers];
}
