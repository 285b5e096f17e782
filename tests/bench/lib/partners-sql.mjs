/**
 * The SQL a list request of crm.partners runs, for the admin's scope: the tenant setting and the
 * one statement that builds the response JSON (page, total, and the planner's estimate above the
 * count cap), sent as one simple-protocol message, so API/SQL measures only what Sen adds around it.
 *
 * The statement's shape (paging, count cap, estimate) is written here by hand after
 * src/server/entity-api/list-page.ts; what an entity declares — its table, the projection with
 * its lookup joins, the default sort, the search view — is taken from the declaration itself
 * through Sen's renderers (`partnersParts()`), so a field added, dropped or joined changes the
 * baseline with it. The benchmarks then refuse to report unless Sen, the hand-written endpoint and
 * this SQL answer the same JSON.
 */
import { loadSenModules } from './sen-source.mjs';

/** The declaration's parts of the list statement, as plain strings (JSON-able: passed to the hand-written server). */
export async function partnersParts() {
  const [registry, model, columns, inline, list, table] = await loadSenModules(
    'src/contract/entities/registry.ts',
    'src/server/entity-api/model.ts',
    'src/server/entity-api/columns.ts',
    'src/server/db/inline-sql.ts',
    'src/server/entity-api/list.ts',
    'src/server/db/entity-table.ts',
  );
  const partnersModel = model.entityModels(registry.entities).find((m) => m.entity.name === 'crm.partners');
  if (!partnersModel) throw new Error('partners-sql: crm.partners is no longer in the registry');
  const { entity } = partnersModel;
  const projection = columns.projection(partnersModel);
  const main = inline.inlineSql(columns.mainTable(entity));
  const from = inline.inlineSql(projection.from);
  const [sortKey, sortType] = entity.list?.sort ?? [entity.key, 'asc'];
  return {
    table: entity.table,
    main,
    columns: inline.inlineSql(projection.columns),
    joins: from.slice(main.length),
    sort: inline.inlineSql(list.orderBy(entity, sortKey, sortType)),
    searchView: table.searchViewName(entity),
    branchColumn: entity.scope?.branch,
    cap: model.DEFAULT_COUNT_CAP,
  };
}

/** A string literal written as Sen writes it (src/server/db/inline-sql.ts). */
const literal = (text) => `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
/** Search words as Sen passes them to LIKE: %, _ and \\ stand for themselves. */
const likeWord = (word) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin's rows: the tenant (also enforced by row-level security) and every branch, then the search. */
function condition(parts, searchKey) {
  const words = searchKey ? searchKey.trim().split(/\s+/).filter(Boolean).slice(0, 8) : [];
  const scope = [`"t"."tenant_id" = 'demo'`, `"t"."${parts.branchColumn}" IN ('CN01', 'CN02')`];
  // Words are matched in the search view, where the trigram index applies (see entitySearchView).
  const matches = words.map(
    (w) => `s.haystack LIKE '%' || f_unaccent(lower(${literal(likeWord(w))})) || '%'`,
  );
  if (matches.length)
    scope.push(
      `"t"."id" IN (SELECT s.id FROM "${parts.searchView}" s WHERE ${matches.join(' AND ')} OFFSET 0)`,
    );
  return scope.join(' AND ');
}

/**
 * The list message. `withTotal: false` is the page alone (a page turn of the list protocol:
 * `total` null unless the page is the last, short one), as Sen's list-page.ts answers it.
 */
export function listStatement(parts, { pageIndex, pageSize, searchKey, withTotal = pageIndex === 1 }) {
  const where = condition(parts, searchKey);
  const size = pageSize;
  const offset = (pageIndex - 1) * pageSize;
  const located = `SELECT "t".* FROM ${parts.main} WHERE ${where} ORDER BY ${parts.sort} LIMIT ${size} OFFSET ${offset}`;
  const shown = `page AS (SELECT ${parts.columns} FROM (${located}) "t"${parts.joins} ORDER BY ${parts.sort}),
    shown AS (
      SELECT count(*)::int AS n, coalesce(json_agg(page), '[]'::json) AS items,
        (count(*) < ${size} AND (count(*) > 0 OR ${offset} = 0)) AS complete
      FROM page)`;
  const tenant = "SELECT set_config('app.tenant_id', 'demo', true);";
  if (!withTotal)
    return `${tenant}
    WITH ${shown}
    SELECT json_build_object('items', shown.items, 'total', CASE WHEN complete THEN ${offset} + n END,
      'total_exact', CASE WHEN complete THEN TRUE END)::text AS body
    FROM shown`;
  const filtered = `SELECT 1 FROM ${parts.main} WHERE ${where}`;
  const cap = parts.cap;
  return `${tenant}
    WITH ${shown},
    counted AS MATERIALIZED (SELECT count(*)::int AS n FROM (${filtered} LIMIT ${cap + 1}) capped),
    total AS (
      SELECT CASE WHEN n <= ${cap} THEN n ELSE greatest(entity_row_estimate(${literal(filtered)}), ${cap + 1}) END AS total,
        n <= ${cap} AS exact
      FROM counted)
    SELECT json_build_object('items', shown.items,
      'total', CASE WHEN complete THEN ${offset} + n ELSE (SELECT total FROM total) END,
      'total_exact', complete OR (SELECT exact FROM total))::text AS body
    FROM shown`;
}

/** The duplicate-phone check of spec §7 (crm/partner-lookup.ts findHolder), for the same tenant. */
export function phoneHolderStatement(digits) {
  return `SELECT set_config('app.tenant_id', 'demo', true);
    SELECT p.id, p.ma_kh, p.ma_nvbh, e.ten_nv AS ten_nvbh
    FROM crm_partners p LEFT JOIN hr_employees e ON e.tenant_id = p.tenant_id AND e.ma_nv = p.ma_nvbh
    WHERE p.tenant_id = 'demo' AND p.dien_thoai = ${literal(digits)} LIMIT 1`;
}

/** The response body from the answers of the message above (the last statement's one value). */
export function bodyOf(results) {
  const last = results.at(-1);
  return Object.values(last.rows[0])[0];
}
