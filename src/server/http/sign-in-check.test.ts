import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { epochExpression, pendingSignIn, recordCheck } from './sign-in-check.ts';
import type { SessionState, TokenEntry } from './verified-tokens.ts';

const claims = { sub: 'u-1', tnt: 'demo', sid: "s'1" };
const NOW = 1_800_000_000_000;
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
const state = (rowText: string, epoch = '7', endsAtMs = NOW + 60_000): SessionState => ({
  epoch,
  endsAtMs,
  rowText,
});

/** A token entry whose session was last checked with `seen`, and the full checks later asked. */
function checkedWith(seen: SessionState) {
  const entry: TokenEntry = { claims, expiresAtMs: Number.MAX_SAFE_INTEGER };
  const assumed = { ...seen, user: recordCheck(entry, seen) };
  const fullChecks: number[] = [];
  const deferred = (answer: SessionState | null) =>
    pendingSignIn(
      entry,
      assumed,
      async () => {
        fullChecks.push(NOW);
        return answer;
      },
      () => NOW,
    );
  return { entry, assumed, fullChecks, deferred };
}

describe('a sign-in check deferred into a list', () => {
  it('confirms the user without a full check while the epoch has not moved', async () => {
    const { deferred, fullChecks } = checkedWith(state(row({})));
    expect(await deferred(null).confirm('7')).toBeNull();
    expect(fullChecks).toEqual([]);
  });

  it('checks in full once the epoch moved, and keeps an unchanged user', async () => {
    const before = row({});
    const { entry, deferred, fullChecks } = checkedWith(state(before));
    expect(await deferred(state(before, '8')).confirm('8')).toBeNull();
    expect(fullChecks).toHaveLength(1);
    expect(entry.signedIn?.epoch).toBe('8');
  });

  it('answers the new user when rights changed, and remembers it for the next request', async () => {
    const after = row({ branchs: 'CN01,CN02', r_readall: ['crm.partners'] });
    const { entry, deferred } = checkedWith(state(row({})));
    const user = await deferred(state(after, '8')).confirm('8');
    expect(user?.user_rights.branchs).toBe('CN01,CN02');
    expect(user?.r_readall).toEqual(['crm.partners']);
    expect(user).toMatchObject({ id: 'u-1', sessionId: "s'1" });
    expect(entry.signedIn?.rowText).toBe(after);
  });

  it('checks in full once the session has ended, though no write moved the epoch', async () => {
    const { entry, deferred, fullChecks } = checkedWith(state(row({}), '7', NOW));
    await expect(deferred(null).confirm('7')).rejects.toThrow(ApiError);
    expect(fullChecks).toHaveLength(1);
    expect(entry.signedIn).toBeUndefined();
  });

  it('answers 401 and forgets the user once the session is closed', async () => {
    const { entry, deferred } = checkedWith(state(row({})));
    await expect(deferred(null).confirm('8')).rejects.toThrow(ApiError);
    expect(entry.signedIn).toBeUndefined();
  });

  it('quotes the tenant it writes into the epoch read', () => {
    expect(epochExpression("o'neil")).toBe("SELECT auth_epoch::text FROM tenants WHERE id = E'o''neil'");
  });
});
