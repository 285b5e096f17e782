import { entityMessages as m, type Translate } from '../entity/messages.ts';
import {
  DATE,
  type Fail,
  type ListQuery,
  type ListQueryIssue,
  type ListShape,
  MAX_PAGE_INDEX,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
} from './list-query.ts';
import { MAX_SEARCH_LENGTH } from './search-rule.ts';

const FLAGS: Readonly<Record<string, boolean>> = { '1': true, true: true, '0': false, false: false };

/**
 * The server's strict reading of a list query: every refused value is reported naming its
 * parameter. A plain function, so a list request reads its query without a schema's machinery.
 */
export function readListQuery(
  shape: ListShape,
  t: Translate,
  q: Readonly<Record<string, string>>,
): { query: ListQuery; issues: ListQueryIssue[] } {
  const issues: ListQueryIssue[] = [];
  const fail: Fail = (field, message, values = {}) =>
    issues.push({ field, message: t(message, { field, ...values }) });
  const int = (name: string, fallback: number, max: number) => {
    if (q[name] === undefined || q[name] === '') return fallback;
    const value = Number(q[name]);
    if (Number.isInteger(value) && value >= 1 && value <= max) return value;
    fail(name, value > max ? m.max : m.integer, { max, min: 1 });
    return fallback;
  };
  const pageIndex = int('pageIndex', 1, MAX_PAGE_INDEX);
  const searchKey = q.searchKey?.trim() || undefined;
  const query: ListQuery = {
    pageIndex,
    pageSize: int('pageSize', shape.pageSize ?? PAGE_SIZES[0], MAX_PAGE_SIZE),
    sortKey: q.sortKey || shape.sort[0],
    sortType: q.sortType === 'asc' || q.sortType === 'desc' ? q.sortType : shape.sort[1],
    searchKey,
    withTotal: pageIndex === 1,
    filters: {},
  };
  if (!shape.sortable.includes(query.sortKey)) fail('sortKey', m.sortKey, { field: query.sortKey });
  if (q.sortType && q.sortType !== 'asc' && q.sortType !== 'desc') fail('sortType', m.option);
  if (searchKey && searchKey.length > MAX_SEARCH_LENGTH)
    fail('searchKey', m.tooLong, { max: MAX_SEARCH_LENGTH });
  if (q.withTotal !== undefined && q.withTotal !== '') {
    const flag = FLAGS[q.withTotal];
    if (flag === undefined) fail('withTotal', m.bool);
    else query.withTotal = flag;
  }
  for (const name of ['fromDate', 'toDate'] as const) {
    if (!q[name]) continue;
    if (DATE.test(q[name])) query[name] = q[name];
    else fail(name, m.date);
  }
  if (shape.readFilters) query.filters = shape.readFilters(q, t, fail);
  return { query, issues };
}
