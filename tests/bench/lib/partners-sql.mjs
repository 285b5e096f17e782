/**
 * The SQL a list request of crm.partners runs (as the app role, tenant set, row-level security
 * on): the page, and the total — counted exactly up to a cap, estimated by the planner above it.
 * Kept identical to what src/server/entity-api builds, so API/SQL measures only Sen's overhead.
 */
export const TOTAL_CAP = 10_000;

const SEARCH_EXPR =
  "f_unaccent(lower(coalesce(ma_kh::text, '') || ' ' || coalesce(ten_kh::text, '') || ' ' || coalesce(dien_thoai::text, '')))";

const literal = (text) => `'${text.replaceAll("'", "''")}'`;

export function listQueries({ pageIndex, pageSize, searchKey }) {
  const words = searchKey ? searchKey.trim().split(/\s+/) : [];
  // The admin's scope: the tenant (also enforced by row-level security) and every branch.
  const scope = ["tenant_id = 'demo'", "ma_dvcs IN ('CN01', 'CN02')"];
  const search = words.map((w) => `${SEARCH_EXPR} LIKE '%' || f_unaccent(lower(${literal(w)})) || '%'`);
  const where = [...scope, ...search].join(' AND ');
  const offset = (pageIndex - 1) * pageSize;
  return {
    /** A short page that is not past the end tells the total without counting. */
    totalFromPage: (n) => (n < pageSize && (n > 0 || offset === 0) ? offset + n : null),
    items: `SELECT * FROM crm_partners WHERE ${where} ORDER BY ma_kh DESC LIMIT ${pageSize} OFFSET ${offset}`,
    count: `SELECT count(*)::int AS n FROM (SELECT 1 FROM crm_partners WHERE ${where} LIMIT ${TOTAL_CAP + 1}) AS capped`,
    estimate: `EXPLAIN (FORMAT JSON) SELECT 1 FROM crm_partners WHERE ${where}`,
  };
}
