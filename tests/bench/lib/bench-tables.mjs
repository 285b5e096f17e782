/**
 * Bench data written straight into Sen's tables (one INSERT … SELECT per table, generated inside
 * the database), checked first against the database's columns so that a benchmark never loads a
 * stale shape silently: a column the bench writes that the table no longer has, or a NOT NULL
 * column without a default the bench does not fill, stops it with the table's and column's names.
 *
 * A table spec: `{ columns: { column: SQL expression }, rows: n }` (over `g`, 1..n) or
 * `{ columns, from: 'SQL source' }`; every row the bench writes carries `created_by = marker`.
 */

/** `query(text)` → rows. Throws naming the first mismatch between `tables` and the database. */
export async function checkTables(query, tables) {
  for (const [table, { columns }] of Object.entries(tables)) {
    const actual = await query(
      `SELECT column_name, is_nullable, column_default FROM information_schema.columns WHERE table_name = '${table}'`,
    );
    if (actual.length === 0) throw new Error(`bench data: table ${table} does not exist`);
    const names = new Set(actual.map((c) => c.column_name));
    const gone = Object.keys(columns).filter((name) => !names.has(name));
    if (gone.length)
      throw new Error(`bench data: ${table} has no column ${gone.join(', ')} (the bench writes it)`);
    const unfilled = actual
      .filter((c) => c.is_nullable === 'NO' && c.column_default === null && !(c.column_name in columns))
      .map((c) => c.column_name);
    if (unfilled.length)
      throw new Error(
        `bench data: ${table}.${unfilled.join(', ')} is NOT NULL without a default; the bench must fill it`,
      );
  }
}

/** Per table, in order: the DELETE of the bench's earlier rows and the INSERT of the new ones. */
export function tableStatements(tenantId, marker, tables) {
  return Object.entries(tables).map(([table, spec]) => {
    const names = Object.keys(spec.columns);
    const source = spec.from ?? `generate_series(1, ${spec.rows}) AS g`;
    return {
      table,
      clear: `DELETE FROM ${table} WHERE tenant_id = '${tenantId}' AND created_by = '${marker}'`,
      insert: `INSERT INTO ${table} (${names.join(', ')})
        SELECT ${names.map((name) => spec.columns[name]).join(', ')} FROM ${source}`,
    };
  });
}

/**
 * Loads `tables` through `query` (checked first): earlier bench rows out (in reverse order), the
 * indexes of `bulkTable` dropped during its insert and rebuilt after, then VACUUM ANALYZE.
 */
export async function loadTables(query, { tenantId, marker, tables, bulkTable }) {
  await checkTables(query, tables);
  const statements = tableStatements(tenantId, marker, tables);
  for (const { clear } of [...statements].reverse()) await query(clear);
  const indexes = await query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = '${bulkTable}' AND indexname NOT LIKE '%_pkey'`,
  );
  for (const { indexname } of indexes) await query(`DROP INDEX ${indexname}`);
  for (const { insert } of statements) await query(insert);
  for (const { indexdef } of indexes) await query(indexdef);
  for (const { table } of statements) await query(`VACUUM ANALYZE ${table}`);
}
