import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { pendingSignIn, sessionCheckExpression } from './sign-in-check.ts';
import type { TokenEntry } from './verified-tokens.ts';

const claims = { sub: 'u-1', tnt: 'demo', sid: "s'1" };
const row = (values: Record<string, unknown>) =>
  JSON.stringify({
    user_name: 'letan',
    ten_nsd: 'Lễ tân',
    is_admin: 0,
    r_access: [],
    r_read: ['crm.partners'],
    r_readall: [],
    r_add: [],
    r_edit: [],
    r_del: [],
    r_print: [],
    branchs: 'CN01',
    employee_yn: 1,
    employees: ['NV001'],
    user_configs: [],
    ...values,
  });

function entrySeen(rowText: string): TokenEntry {
  const entry: TokenEntry = { claims, expiresAtMs: Number.MAX_SAFE_INTEGER };
  entry.signedIn = { rowText, user: {} as never };
  return entry;
}

describe('a sign-in check deferred into a list', () => {
  it('confirms an unchanged session without a new user', () => {
    const before = row({});
    const entry = entrySeen(before);
    expect(pendingSignIn(entry, before).confirm(before)).toBeNull();
  });

  it('answers the new user when rights changed, and remembers it for the next request', () => {
    const before = row({});
    const after = row({ branchs: 'CN01,CN02', r_readall: ['crm.partners'] });
    const entry = entrySeen(before);
    const user = pendingSignIn(entry, before).confirm(after);
    expect(user?.user_rights.branchs).toBe('CN01,CN02');
    expect(user?.r_readall).toEqual(['crm.partners']);
    expect(user).toMatchObject({ id: 'u-1', sessionId: "s'1" });
    expect(entry.signedIn?.rowText).toBe(after);
  });

  it('answers 401 and forgets the user once the session is closed', () => {
    const before = row({});
    const entry = entrySeen(before);
    const check = () => pendingSignIn(entry, before).confirm(null);
    expect(check).toThrow(ApiError);
    expect(entry.signedIn).toBeUndefined();
  });

  it('quotes the token claims it writes into the expression', () => {
    expect(sessionCheckExpression(claims)).toBe("session_user_json(E'demo', E'u-1', E's''1')");
  });
});
