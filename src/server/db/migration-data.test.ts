import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../lib/package-root.ts';

/**
 * `branches` and `message_logs` were hand-written tables before they became the entities
 * system.branchs and system.sms-logs. Rows written under the old definitions (migrations up to
 * 0004_entities) must come through every later migration unchanged.
 */
const LAST_HAND_WRITTEN = '0004_entities';
const folder = join(packageRoot(), 'drizzle');

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sen-migrations-'));
  cpSync(folder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migrations keep the rows of tables that became entities', () => {
  const old = migrationsUpTo(LAST_HAND_WRITTEN);
  afterAll(() => rmSync(old, { recursive: true, force: true }));

  it('keeps branches and message_logs rows, columns and types', async () => {
    const client = await PGlite.create({ extensions: { unaccent, pg_trgm, btree_gin } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: old });
    await client.exec(`
      INSERT INTO tenants (id, ten_dn) VALUES ('cu', 'Spa cũ');
      INSERT INTO branches (tenant_id, id, ma_dvcs, ten_dvcs, dia_chi, dien_thoai, status)
        VALUES ('cu', 'b1', 'HN', 'Hà Nội', '1 Tràng Tiền', '0241234567', 1),
               ('cu', 'b2', 'HCM', 'Hồ Chí Minh', NULL, NULL, 0);
      INSERT INTO message_logs (tenant_id, id, channel, recipient, purpose, body, provider, status)
        VALUES ('cu', 'm1', 'sms', '0901234567', 'password_reset', 'Mã của bạn: 123456', 'local', 'logged'),
               ('cu', 'm2', 'email', 'a@b.vn', 'otp', 'Mã OTP 654321', 'local', 'logged');`);
    const before = await client.query(`SELECT * FROM branches ORDER BY id`);
    const logsBefore = await client.query(`SELECT * FROM message_logs ORDER BY id`);

    await migrate(db, { migrationsFolder: folder });
    const after = await client.query(`SELECT * FROM branches ORDER BY id`);
    const logsAfter = await client.query(`SELECT * FROM message_logs ORDER BY id`);
    expect(after.rows).toHaveLength(2);
    for (const [i, row] of before.rows.entries()) expect(after.rows[i]).toMatchObject(row as object);
    expect(logsAfter.rows).toEqual(logsBefore.rows);
    const types = await client.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_name IN ('branches', 'message_logs') AND column_name IN
          ('ma_dvcs', 'ten_dvcs', 'dia_chi', 'dien_thoai', 'status', 'channel', 'body', 'provider_message_id')
        ORDER BY table_name, column_name`,
    );
    expect(types.rows.map((r) => `${r.table_name}.${r.column_name} ${r.data_type}`)).toEqual([
      'branches.dia_chi text',
      'branches.dien_thoai text',
      'branches.ma_dvcs text',
      'branches.status smallint',
      'branches.ten_dvcs text',
      'message_logs.body text',
      'message_logs.channel text',
      'message_logs.provider_message_id text',
      'message_logs.status text',
    ]);
    await client.close();
  }, 60_000);
});
