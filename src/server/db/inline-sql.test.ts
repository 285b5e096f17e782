import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineSql, quoteText, quoteValue } from './inline-sql.ts';

describe('inlineSql', () => {
  let db: PGlite;
  // Starting PGlite takes seconds on a busy machine, more than the default hook time.
  beforeAll(async () => {
    db = await PGlite.create();
  }, 60_000);
  afterAll(() => db.close());

  const tricky = ["O'Brien", 'a\\b', "\\'; DROP TABLE users; --", '$1 $2', 'Nguyễn Văn Bình', "''", '\\'];

  it('writes values so the database reads back exactly what was given', async () => {
    for (const value of tricky) {
      const text = inlineSql(sql`SELECT ${value}::text AS v, ${-3} + 1 AS n, ${true} AS b`);
      const { rows } = await db.query<{ v: string; n: number; b: boolean }>(text);
      expect(rows[0]).toEqual({ v: value, n: -2, b: true });
    }
  });

  it('stays correct when the server treats backslashes as escapes', async () => {
    await db.exec('SET standard_conforming_strings = off');
    try {
      for (const value of tricky) {
        const { rows } = await db.query<{ v: string }>(inlineSql(sql`SELECT ${value}::text AS v`));
        expect(rows[0]?.v).toBe(value);
      }
    } finally {
      await db.exec('SET standard_conforming_strings = on');
    }
  });

  it('expands lists and leaves a value that looks like a placeholder alone', async () => {
    const text = inlineSql(sql`SELECT ${'$2'} AS a, 5 IN ${[1, 5]} AS hit, ${null}::text AS nothing`);
    const { rows } = await db.query(text);
    expect(rows[0]).toEqual({ a: '$2', hit: true, nothing: null });
  });

  it('refuses values it cannot write safely', () => {
    expect(() => quoteText('a\u0000b')).toThrow(TypeError);
    expect(() => quoteValue(Number.NaN)).toThrow(TypeError);
    expect(() => quoteValue({ a: 1 })).toThrow(TypeError);
    expect(() => quoteValue(new Date())).toThrow(TypeError);
  });
});
