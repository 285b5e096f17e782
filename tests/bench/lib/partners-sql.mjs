/**
 * The SQL a list request of crm.partners runs (as the app role, tenant set, row-level security
 * on): the page, and the total — counted exactly up to a cap, estimated by the planner above it.
 * Kept identical to what src/server/entity-api builds, so API/SQL measures only Sen's overhead.
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

const literal = (text) => `'${text.replaceAll("'", "''")}'`;

export function listQueries({ pageIndex, pageSize, searchKey }) {
  const words = searchKey ? searchKey.trim().split(/\s+/) : [];
  // The admin's scope: the tenant (also enforced by row-level security) and every branch.
  const scope = ["t.tenant_id = 'demo'", "t.ma_dvcs IN ('CN01', 'CN02')"];
  // Words are matched in the search view, where the trigram index applies (see entitySearchView).
  const matches = words.map((w) => `s.haystack LIKE '%' || f_unaccent(lower(${literal(w)})) || '%'`);
  const search = matches.length
    ? [`t.id IN (SELECT s.id FROM crm_partners_search s WHERE ${matches.join(' AND ')} OFFSET 0)`]
    : [];
  const where = [...scope, ...search].join(' AND ');
  const offset = (pageIndex - 1) * pageSize;
  return {
    /** A short page that is not past the end tells the total without counting. */
    totalFromPage: (n) => (n < pageSize && (n > 0 || offset === 0) ? offset + n : null),
    items: `SELECT ${COLUMNS} FROM crm_partners t WHERE ${where} ORDER BY t.ma_kh DESC LIMIT ${pageSize} OFFSET ${offset}`,
    count: `SELECT count(*)::int AS n FROM (SELECT 1 FROM crm_partners t WHERE ${where} LIMIT ${TOTAL_CAP + 1}) AS capped`,
    estimate: `EXPLAIN (FORMAT JSON) SELECT 1 FROM crm_partners t WHERE ${where}`,
  };
}
