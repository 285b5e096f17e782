import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { packageRoot } from '../lib/package-root.ts';
import * as schema from './schema.ts';

/**
 * Migrations are generated from the schema (hand-written tables plus the tables derived from the
 * entity declarations) with drizzle-kit's own differ, and committed. This runs inside the Vite
 * pipeline (vitest, or the bundle built by `npm run db:generate`) because the declarations carry
 * Lingui messages that only compile there.
 */
interface Journal {
  version: string;
  dialect: string;
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

const folder = join(packageRoot(), 'drizzle');
const journalPath = join(folder, 'meta', '_journal.json');

function readJournal(): Journal {
  return JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
}

function snapshotPath(idx: number): string {
  return join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);
}

/** Every table and view the schema defines, as drizzle-kit expects them: one value per export. */
function schemaExports(): Record<string, unknown> {
  const { entityTables, entitySearchViews, documentTables, ...rest } = schema;
  // Entities sharing a table (products and services) hold the same table object: export it once.
  const seen = new Set<unknown>();
  const tables = Object.entries(entityTables).filter(([, table]) => !seen.has(table) && seen.add(table));
  const documentTableList = Object.values(documentTables).flatMap(({ header, lines }) => [
    header,
    ...Object.values(lines),
  ]);
  const documentExports = Object.fromEntries(
    documentTableList.map((table, i) => [`document_table_${i}`, table]),
  );
  return { ...rest, ...Object.fromEntries(tables), ...entitySearchViews, ...documentExports };
}

/** The SQL statements that would bring the last committed snapshot to the current schema. */
export async function pendingStatements() {
  const journal = readJournal();
  const last = journal.entries.at(-1);
  if (!last) throw new Error('drizzle/meta/_journal.json has no entries');
  const previous = JSON.parse(readFileSync(snapshotPath(last.idx), 'utf8'));
  const current = generateDrizzleJson(schemaExports(), previous.id);
  const statements = await generateMigration(previous, current);
  return { journal, current, statements };
}

/** Writes the next migration (SQL, snapshot, journal entry); returns its file, or null if none is due. */
export async function writeMigration(name: string): Promise<string | null> {
  const { journal, current, statements } = await pendingStatements();
  if (statements.length === 0) return null;
  const idx = (journal.entries.at(-1)?.idx ?? -1) + 1;
  const tag = `${String(idx).padStart(4, '0')}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`;
  const file = join(folder, `${tag}.sql`);
  if (existsSync(file)) throw new Error(`${file} already exists`);
  writeFileSync(file, `${statements.join('\n--> statement-breakpoint\n')}\n`);
  writeFileSync(snapshotPath(idx), `${JSON.stringify(current, null, 2)}\n`);
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
  return file;
}
