import { type AccountRow, CHART_OF_ACCOUNTS } from './chart-of-accounts.data.ts';

export type AccountRecord = {
  tk: string;
  ten_tk: string;
  ten_tk2: string;
  tk_me: string | null;
  cap: number;
  tinh_chat: 1 | 2 | 3;
  tk_cn: boolean;
};

/**
 * The chart of accounts as `accounting.accounts` rows: each account's parent is the longest other
 * account number that starts it (33311 → 3331 → 333) and its level is one more than its parent's.
 */
export function chartOfAccounts(rows: readonly AccountRow[] = CHART_OF_ACCOUNTS): AccountRecord[] {
  const numbers = new Set(rows.map(([tk]) => tk));
  const parentOf = (tk: string): string | null => {
    for (let length = tk.length - 1; length >= 3; length--) {
      const prefix = tk.slice(0, length);
      if (numbers.has(prefix)) return prefix;
    }
    return null;
  };
  const levelOf = (tk: string): number => {
    const parent = parentOf(tk);
    return parent ? levelOf(parent) + 1 : 1;
  };
  return rows.map(([tk, ten_tk, ten_tk2, tinh_chat, tk_cn]) => ({
    tk,
    ten_tk,
    ten_tk2,
    tk_me: parentOf(tk),
    cap: levelOf(tk),
    tinh_chat,
    tk_cn: tk_cn ?? false,
  }));
}
