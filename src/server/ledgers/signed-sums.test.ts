import { describe, expect, it } from 'vitest';
import { signedSums } from './signed-sums.ts';

const rows = [
  { k: 'A', branch: 'CN01', q: '1.5', v: '100' },
  { k: 'B', branch: 'CN01', q: '2', v: '50' },
  { k: 'A', branch: 'CN02', q: '0.5', v: '20' },
];
const sums = (sign: 1 | -1) =>
  signedSums(
    rows,
    sign,
    (row) => row.k,
    (row) => ({ k: row.k, branch: row.branch }),
    (row) => ({ ton: row.q, tien: row.v }),
  );

describe('signedSums', () => {
  it('adds the amounts per key, keeping the fields of the first row of each key', () => {
    expect([...sums(1).values()]).toEqual([
      { k: 'A', branch: 'CN01', ton: '2', tien: '120' },
      { k: 'B', branch: 'CN01', ton: '2', tien: '50' },
    ]);
  });

  it('negates the amounts of removed rows', () => {
    expect(sums(-1).get('A')).toEqual({ k: 'A', branch: 'CN01', ton: '-2', tien: '-120' });
  });
});
