import { describe, expect, it } from 'vitest';
import { partners } from '../../contract/entities/crm/partners.entity.ts';
import type { ListQuery } from '../../contract/list/list-query.ts';
import { inlineSql } from '../db/inline-sql.ts';
import { userOfRow } from '../http/sign-in-check.ts';
import { and, listFilters } from './list.ts';
import { listStatement } from './list-statement.ts';
import { entityModels, type RequestScope } from './model.ts';
import { readConditions } from './scope.ts';

/**
 * The list statement renders a scope's conditions once and reuses the text: whatever scope comes
 * next, the statement must filter exactly as readConditions() would for that request.
 */
const [model] = entityModels([partners]);
if (!model) throw new Error('no model');

function user(values: Record<string, unknown>) {
  const row = {
    user_name: 'u',
    ten_nsd: 'U',
    is_admin: 0,
    r_read: ['crm.partners'],
    r_readall: [],
    branchs: 'CN01,CN02',
    employee_yn: 1,
    employees: ['NV001'],
    ...values,
  };
  return userOfRow(JSON.stringify(row), { sub: 'u-1', tnt: 'demo', sid: 's-1' });
}

function scope(tenantId: string, branches: string[], values: Record<string, unknown> = {}): RequestScope {
  return {
    tenantId,
    branches,
    user: user(values),
    tenantBranches: async () => branches,
    t: (m) => m.message ?? '',
  };
}

const query = (values: Partial<ListQuery> = {}): ListQuery => ({
  pageIndex: 1,
  pageSize: 10,
  sortKey: 'ma_kh',
  sortType: 'desc',
  filters: {},
  withTotal: true,
  ...values,
});

/** The WHERE the statement must carry for this request, rendered afresh. */
function expectedWhere(requestScope: RequestScope, q: ListQuery): string {
  return inlineSql(and([...readConditions(partners, requestScope), ...listFilters(partners, q)]));
}

describe('the list statement', () => {
  const scopes = {
    bothBranches: scope('demo', ['CN01', 'CN02']),
    oneBranch: scope('demo', ['CN02']),
    otherTenant: scope('other', ['CN01', 'CN02']),
    allEmployees: scope('demo', ['CN01', 'CN02'], { r_readall: ['crm.partners'] }),
    noEmployees: scope('demo', ['CN01', 'CN02'], { employees: [] }),
    admin: scope('demo', ['CN01'], { is_admin: 1 }),
  };

  it('filters every request by its own scope, however the scopes alternate', () => {
    for (const round of [1, 2]) {
      for (const [name, requestScope] of Object.entries(scopes)) {
        const statement = listStatement(model, requestScope, query());
        expect(statement, `${name}, round ${round}`).toContain(
          `WHERE ${expectedWhere(requestScope, query())} ORDER BY`,
        );
      }
    }
    expect(listStatement(model, scopes.oneBranch, query())).not.toContain("E'CN01'");
    expect(listStatement(model, scopes.otherTenant, query())).toContain("= E'other'");
    expect(listStatement(model, scopes.allEmployees, query())).not.toContain('"ma_nvbh" IS NULL');
    expect(listStatement(model, scopes.noEmployees, query())).toContain('("t"."ma_nvbh" IS NULL)');
  });

  it('adds the search, dates and filters of the request after its scope', () => {
    const q = query({ searchKey: "nguyen o'brien", filters: { gioi_tinh: [1, 2] } });
    const statement = listStatement(model, scopes.bothBranches, q);
    expect(statement).toContain(`WHERE ${expectedWhere(scopes.bothBranches, q)} ORDER BY`);
    expect(statement).toContain("E'o''brien'");
    // The next plain list of the same scope carries none of them.
    expect(listStatement(model, scopes.bothBranches, query())).not.toContain('brien');
  });

  it('sorts as asked, tie-broken by id when the column is not the key', () => {
    expect(listStatement(model, scopes.admin, query({ sortKey: 'ten_kh', sortType: 'asc' }))).toContain(
      'ORDER BY "t"."ten_kh" ASC, "t"."id" ASC LIMIT 10 OFFSET 0',
    );
    expect(listStatement(model, scopes.admin, query())).toContain('ORDER BY "t"."ma_kh" DESC LIMIT 10');
  });
});
