import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/contract/entities/registry.ts';
import { signIn } from './auth-helpers.ts';
import { kinds } from './entity-fixtures.ts';
import { type Caller, caller, countRows, createEntityTables } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

type Values = Record<string, unknown>;
/** A value to send and what the API must answer for it. */
type Case = { send: unknown; expect: unknown };
const same = (value: unknown): Case => ({ send: value, expect: value });

const VIETNAMESE = [
  ...'aăâbcdđeêghiklmnoôơpqrstuưvxyàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọờởỡớợùủũúụừửữứựỳỷỹýỵ AĐƠ0123456789.,-',
];
const text = (max: number) =>
  fc.string({ unit: fc.constantFrom(...VIETNAMESE), maxLength: max }).map((s) => {
    const trimmed = s.trim();
    return { send: s, expect: trimmed === '' ? null : trimmed };
  });
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789đĐ');
const decimal = (integerDigits: number, precision: number) =>
  fc
    .tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** BigInt(integerDigits) - 1n }),
      fc.bigInt({ min: 0n, max: 10n ** BigInt(precision) - 1n }),
    )
    .map(([negative, whole, fraction]) => {
      const frac = precision > 0 ? fraction.toString().padStart(precision, '0').replace(/0+$/, '') : '';
      const body = frac ? `${whole}.${frac}` : `${whole}`;
      return same(negative && body !== '0' ? `-${body}` : body);
    });
const day = fc.date({
  min: new Date('1900-01-02T00:00:00Z'),
  max: new Date('2199-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** Valid values of every field, as sent and as the API must answer them. */
const VALID: Record<string, fc.Arbitrary<Case>> = {
  ky_hieu: fc
    .string({ unit: alnum, minLength: 1, maxLength: 8 })
    .map((s) => ({ send: s, expect: s.toUpperCase() })),
  ten: text(20),
  dien_thoai: fc
    .string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 15 })
    .map((digits) => ({
      send: `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`,
      expect: digits,
    })),
  email: fc
    .emailAddress()
    .filter((e) => e.length <= 255)
    .map(same),
  web: fc
    .webUrl()
    .filter((u) => u.length <= 2048 && /^https?:\/\/\S+$/i.test(u))
    .map(same),
  so2: fc.integer({ min: -32768, max: 32767 }).map(same),
  so4: fc.integer({ min: -2147483648, max: 2147483647 }).map(same),
  so8: decimal(18, 0),
  so_thuc: decimal(16, 2),
  sl_nho: fc.integer({ min: 0, max: 500 }).map((n) => ({ send: String(n), expect: n })),
  sl: fc.integer({ min: -2147483648, max: 2147483647 }).map(same),
  sl_lon: decimal(18, 0),
  ty_le: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => same(n / 1000)),
  he_so: decimal(14, 4),
  tien: decimal(18, 0),
  dang_dung: fc.constantFrom<Case>(
    same(true),
    same(false),
    { send: 't', expect: true },
    { send: 0, expect: false },
  ),
  ngay: day.map((d) => same(d.toISOString().slice(0, 10))),
  luc: day.map((d) => same(d.toISOString())),
  gio: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => same(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)),
  gioi_tinh: fc.constantFrom<Case>(same(1), same(2), { send: '2', expect: 2 }),
  hang: fc.constantFrom(same('vang'), same('bac')),
  nguon: fc.string({ unit: alnum, minLength: 1, maxLength: 64 }).map(same),
  ma_dvt: fc.string({ unit: alnum, minLength: 1, maxLength: 64 }).map(same),
  the: fc.uniqueArray(fc.string({ unit: alnum, minLength: 1, maxLength: 10 }), { maxLength: 3 }).map(same),
  anh: fc.string({ unit: alnum, minLength: 1, maxLength: 60 }).map((s) => same(`uploads/${s}.png`)),
  tep: fc
    .uniqueArray(fc.string({ unit: alnum, minLength: 1, maxLength: 20 }), { maxLength: 3 })
    .map((names) => same(names.map((n) => `files/${n}.pdf`))),
  du_lieu: fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => !JSON.stringify(v).includes('\\u0000') && !(typeof v === 'string' && v.trim() === ''))
    .map((v) => ({ send: v, expect: JSON.parse(JSON.stringify(v)) })),
};

/** What a field left out holds: false for booleans, [] for lists, null otherwise. */
const EMPTY: Values = { dang_dung: false, the: [], tep: [] };

/** Values each kind must refuse. */
const INVALID: Record<string, fc.Arbitrary<unknown>> = {
  ma: fc.constantFrom('A B', 'a-b', 'x'.repeat(17), '', true, { a: 1 }),
  ky_hieu: fc.constantFrom('ab cd', 'é!', 'ABCDEFGHI', ['A']),
  ten: fc.oneof(
    fc.string({ minLength: 21, maxLength: 40 }).filter((s) => s.trim().length > 20),
    fc.constantFrom(true, {}, [1], 'a\u0000b'),
  ),
  dien_thoai: fc.constantFrom('12345', '0'.repeat(16), 'abc', false),
  email: fc.constantFrom('khong-phai-email', 'a@b', '@x.vn', 12),
  web: fc.constantFrom('ftp://x.vn', 'www.x.vn', 'http://', 'https://a b.vn'),
  so2: fc.oneof(fc.integer({ min: 32768, max: 10_000_000 }), fc.constantFrom(1.5, 'abc', '1e3', true)),
  so4: fc.oneof(fc.integer({ min: 2147483648, max: 2 ** 40 }), fc.constantFrom('12.5', '--1', {})),
  so8: fc.constantFrom('1234567890123456789', '1.5', 'x', '1'.repeat(21)),
  so_thuc: fc.constantFrom('1.234', '0.001', 'a.b', '1.'),
  sl_nho: fc.oneof(fc.integer({ min: 501, max: 100_000 }), fc.integer({ min: -100_000, max: -1 })),
  sl: fc.constantFrom(2147483648, '3.3', 'NaN'),
  sl_lon: fc.constantFrom('9'.repeat(19), '-0.5'),
  ty_le: fc.constantFrom(0.0001, '1.2345', 'pi'),
  he_so: fc.constantFrom('1.23456', 'abc'),
  tien: fc.constantFrom('1000.5', '1e6', '9'.repeat(19)),
  dang_dung: fc.constantFrom('yes', 2, 'có', [true]),
  ngay: fc.constantFrom('2023-02-30', '2023-13-01', '20230101', '01-02-2023', '0999-01-01', 20230101),
  luc: fc.constantFrom('2023-01-01', 'hôm nay', '2023-01-01T25:00:00Z', 1700000000000),
  gio: fc.constantFrom('24:00', '12:60', '1:00', '12:00:00', 1200),
  gioi_tinh: fc.constantFrom(3, 0, 'Nam', 1.5),
  hang: fc.constantFrom('dong', 1, 'VANG'),
  nguon: fc.oneof(fc.string({ unit: alnum, minLength: 65, maxLength: 80 }), fc.constantFrom(5, {})),
  ma_dvt: fc.constantFrom('x'.repeat(65), 7, ['A']),
  the: fc.constantFrom(['A', 'B', 'C', 'D'], 12, [{}], 'A,B,C,D'),
  anh: fc.constantFrom('x'.repeat(1025), 1, { path: 'a' }),
  tep: fc.constantFrom(3, [1], 'x'.repeat(300)),
  du_lieu: fc.constantFrom({ a: 'b\u0000' }, ['\u0000']),
  khong_co: fc.constantFrom(1, 'x'),
};

describe(`entity API properties over every field kind (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let serial = 0;

  beforeAll(async () => {
    t = await openTestApp({
      entities: [...entities, kinds],
      setup: (owner) => createEntityTables(owner, [kinds]),
    });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
  });
  afterAll(() => t.close());

  const someFields = fc.record(VALID, { requiredKeys: [] });

  it('stores valid values of every kind and answers them back unchanged through POST and GET', async () => {
    await fc.assert(
      fc.asyncProperty(someFields, async (cases) => {
        const ma = `P${++serial}`;
        const body: Values = { ma };
        for (const [name, c] of Object.entries(cases)) if (c) body[name] = c.send;
        const created = await admin.post('/api/test/kinds', body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const read = await admin.get(`/api/test/kinds/${created.body.id}`);
        expect(read.body).toEqual(created.body);
        for (const name of kinds.fieldNames) {
          if (name === 'ma') continue;
          const c = cases[name];
          expect(read.body[name], name).toEqual(c ? c.expect : (EMPTY[name] ?? null));
        }
        expect(read.body.ma).toBe(ma);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses an invalid value of any kind with 400 naming the field, and writes nothing', async () => {
    const invalid = fc
      .constantFrom(...Object.keys(INVALID))
      .chain((name) => fc.tuple(fc.constant(name), INVALID[name] as fc.Arbitrary<unknown>, someFields));
    await fc.assert(
      fc.asyncProperty(invalid, async ([name, value, cases]) => {
        const before = await countRows(t, kinds);
        const body: Values = { ma: `Q${++serial}` };
        for (const [field, c] of Object.entries(cases)) if (c) body[field] = c.send;
        body[name] = value;
        const answer = await admin.post('/api/test/kinds', body);
        expect(answer.status, `${name}=${JSON.stringify(value)}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.code).toBe('VALIDATION');
        const fields = answer.body.fields.map((f: { field: string }) => f.field);
        expect(fields).toContain(name);
        expect(fields.every((field: string) => field === name)).toBe(true);
        expect(await countRows(t, kinds)).toBe(before);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses the same invalid values on PATCH, leaving the record as it was', async () => {
    const { body: record } = await admin.post('/api/test/kinds', { ma: 'GOC', ten: 'Gốc', so2: 5 });
    const invalid = fc
      .constantFrom(...Object.keys(INVALID))
      .chain((name) => fc.tuple(fc.constant(name), INVALID[name] as fc.Arbitrary<unknown>));
    await fc.assert(
      fc.asyncProperty(invalid, async ([name, value]) => {
        const answer = await admin.patch(`/api/test/kinds/${record.id}`, { [name]: value });
        expect(answer.status, `${name}=${JSON.stringify(value)}`).toBe(400);
        expect(answer.body.fields.map((f: { field: string }) => f.field)).toEqual([name]);
      }),
      { numRuns: 30 },
    );
    expect((await admin.get(`/api/test/kinds/${record.id}`)).body).toEqual(record);
  });
});
