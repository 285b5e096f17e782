import { describe, expect, it } from 'vitest';
import { accounts } from '../../../contract/entities/accounting/accounts.entity.ts';
import { writeSchema } from '../../../contract/entity/schemas.ts';
import { CHART_OF_ACCOUNTS } from './chart-of-accounts.data.ts';
import { chartOfAccounts } from './chart-of-accounts.ts';

/** Level-1 accounts of Circular 200/2014/TT-BTC, Appendix 1 (the whole list). */
const LEVEL_1 = `111 112 113 121 128 131 133 136 138 141 151 152 153 154 155 156 157 158 161 171
  211 212 213 214 217 221 222 228 229 241 242 243 244
  331 333 334 335 336 337 338 341 343 344 347 352 353 356 357
  411 412 413 414 417 418 419 421 441 461 466
  511 515 521 611 621 622 623 627 631 632 635 641 642 711 811 821 911`.split(/\s+/);

const COMMON_LEVEL_2 = `1111 1112 1121 1122 1331 1332 1388 1531 1561 2111 2112 2113 2141 2143 3331 33311
  3334 3335 3341 3383 3384 3386 3382 3387 3388 3411 4111 4211 4212 5111 5113 5211 6421 6427 6428 8211`.split(
  /\s+/,
);

describe('chart of accounts (Thông tư 200/2014/TT-BTC)', () => {
  const chart = chartOfAccounts();
  const byTk = new Map(chart.map((a) => [a.tk, a]));

  it('has every level-1 account and the common level-2 accounts, each once', () => {
    expect(new Set(chart.map((a) => a.tk)).size).toBe(chart.length);
    expect(chart.filter((a) => a.cap === 1).map((a) => a.tk)).toEqual(LEVEL_1);
    for (const tk of COMMON_LEVEL_2) expect(byTk.has(tk), tk).toBe(true);
  });

  it('is a consistent tree: every parent exists, starts the child and sits one level up', () => {
    for (const account of chart) {
      if (account.cap === 1) {
        expect(account.tk_me, account.tk).toBeNull();
        expect(account.tk).toMatch(/^\d{3}$/);
        continue;
      }
      const parent = byTk.get(account.tk_me ?? '');
      expect(parent, account.tk).toBeDefined();
      expect(account.tk.startsWith(parent?.tk ?? '-'), account.tk).toBe(true);
      expect(account.tk.length, account.tk).toBe((parent?.tk.length ?? 0) + 1);
      expect(account.cap, account.tk).toBe((parent?.cap ?? 0) + 1);
    }
    expect(byTk.get('33311')).toMatchObject({ tk_me: '3331', cap: 3 });
    expect(byTk.get('3331')).toMatchObject({ tk_me: '333', cap: 2 });
  });

  it('keeps the official names and flags the debt accounts', () => {
    expect(byTk.get('131')).toMatchObject({ ten_tk: 'Phải thu của khách hàng', tk_cn: true, tinh_chat: 3 });
    expect(byTk.get('331')).toMatchObject({ ten_tk: 'Phải trả cho người bán', tk_cn: true });
    expect(byTk.get('511')?.ten_tk).toBe('Doanh thu bán hàng và cung cấp dịch vụ');
    expect(byTk.get('911')?.ten_tk).toBe('Xác định kết quả kinh doanh');
    expect(byTk.get('214')?.tinh_chat).toBe(2);
    expect(byTk.get('111')?.tk_cn).toBe(false);
    expect(CHART_OF_ACCOUNTS.every(([, vi, en]) => vi.length > 0 && en.length > 0)).toBe(true);
  });

  it('passes the write schema of accounting.accounts row by row', () => {
    const schema = writeSchema(accounts, 'create', (m) => m.message ?? m.id);
    for (const account of chart) expect(schema.safeParse(account).success, account.tk).toBe(true);
  });
});
