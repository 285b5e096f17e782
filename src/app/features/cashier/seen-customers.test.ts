import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { session } from '../../state/session.ts';
import { seenCustomers } from './cashier-data.ts';

/** Offline customer look-up over what earlier searches kept (the queries under 'customers'). */
describe('seenCustomers', () => {
  const client = new QueryClient();
  const key = (text: string) => ['session', session.tenant, 'cashier', 'customers', text];
  client.setQueryData(key('090'), [
    { ma_kh: 'KH1', ten_kh: 'Nguyễn Thị Hòa', dien_thoai: '0901234567' },
    { ma_kh: 'KH2', ten_kh: 'Trần Văn An', dien_thoai: '0907654321' },
  ]);
  client.setQueryData(
    key('hoa'),
    Array.from({ length: 20 }, (_, i) => ({
      ma_kh: `KH${i + 1}`,
      ten_kh: `Lê Hoa ${i + 1}`,
      dien_thoai: `09880000${i}`,
    })),
  );

  it('finds by every typed word, accents and case aside, once per customer, at most eight', () => {
    expect(seenCustomers(client, 'HOA nguyen').map((c) => c.ma_kh)).toEqual(['KH1']);
    expect(seenCustomers(client, '7654').map((c) => c.ma_kh)).toEqual(['KH2']);
    const many = seenCustomers(client, 'hoa');
    expect(many).toHaveLength(8);
    expect(new Set(many.map((c) => c.ma_kh)).size).toBe(8);
  });

  it('answers nothing when nothing is typed', () => {
    expect(seenCustomers(client, '  ')).toEqual([]);
  });
});
