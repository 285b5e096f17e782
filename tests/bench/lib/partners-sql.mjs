/**
 * The SQL a list request of crm.partners runs, written out by hand for the admin's scope: the
 * tenant setting and the one statement that builds the response JSON (page, total, and the
 * planner's estimate above the count cap), sent as one simple-protocol message. Mirrors what
 * src/server/entity-api/list-statement.ts builds — the benchmark checks that the API answers the
 * same JSON — so API/SQL measures only what Sen adds around it.
 */
export const TOTAL_CAP = 10_000;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** The record projection of crm.partners (src/server/entity-api/columns.ts). */
const COLUMNS = [
  't.id',
  't.version',
  `to_char(t.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`,
  't.created_by',
  `to_char(t.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`,
  't.updated_by',
  ...['ma_kh', 'ten_kh', 'dien_thoai', 'email', 'gioi_tinh'].map((name) => `t.${name}`),
  "to_char(t.ngay_sinh, 'YYYY-MM-DD') AS ngay_sinh",
  ...['dia_chi', 'ma_nvbh', 'ten_nvbh', 'ma_dvcs', 'ghi_chu'].map((name) => `t.${name}`),
].join(', ');

/** A string literal written as Sen writes it (src/server/db/inline-sql.ts). */
const literal = (text) => `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
/** Search words as Sen passes them to LIKE: %, _ and \\ stand for themselves. */
const likeWord = (word) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

export function listStatement({ pageIndex, pageSize, searchKey }) {
  const words = searchKey ? searchKey.trim().split(/\s+/).filter(Boolean).slice(0, 8) : [];
  // The admin's scope: the tenant (also enforced by row-level security) and every branch.
  const scope = ["t.tenant_id = 'demo'", "t.ma_dvcs IN ('CN01', 'CN02')"];
  // Words are matched in the search view, where the trigram index applies (see entitySearchView).
  const matches = words.map(
    (w) => `s.haystack LIKE '%' || f_unaccent(lower(${literal(likeWord(w))})) || '%'`,
  );
  const search = matches.length
    ? [`t.id IN (SELECT s.id FROM crm_partners_search s WHERE ${matches.join(' AND ')} OFFSET 0)`]
    : [];
  const filtered = `SELECT 1 FROM crm_partners t WHERE ${[...scope, ...search].join(' AND ')}`;
  const size = pageSize;
  const offset = (pageIndex - 1) * pageSize;
  return `SELECT set_config('app.tenant_id', 'demo', true);
    WITH page AS (SELECT ${COLUMNS} FROM (SELECT t.* FROM crm_partners t WHERE ${[...scope, ...search].join(' AND ')}
      ORDER BY t.ma_kh DESC LIMIT ${size} OFFSET ${offset}) t ORDER BY t.ma_kh DESC),
    shown AS (
      SELECT count(*)::int AS n, coalesce(json_agg(page), '[]'::json) AS items,
        (count(*) < ${size} AND (count(*) > 0 OR ${offset} = 0)) AS complete
      FROM page),
    counted AS MATERIALIZED (
      SELECT shown.*, CASE WHEN shown.complete THEN ${offset} + shown.n
        ELSE (SELECT count(*)::int FROM (${filtered} LIMIT ${TOTAL_CAP + 1}) capped) END AS total
      FROM shown)
    SELECT json_build_object(
      'items', items,
      'total', CASE WHEN complete OR total <= ${TOTAL_CAP} THEN total
        ELSE greatest(entity_row_estimate(${literal(filtered)}), ${TOTAL_CAP + 1}) END,
      'total_exact', complete OR total <= ${TOTAL_CAP})::text AS body
    FROM counted`;
}

/** The response body from the answers of the message above (the last statement's one value). */
export function bodyOf(results) {
  const last = results.at(-1);
  return Object.values(last.rows[0])[0];
}
