/**
 * A customers-sized table for the list benchmarks: `count` crm.partners rows with realistic
 * Vietnamese three-part names, phones stored as digits (as Sen stores them), a salesperson, a
 * level and a source whose names the list joins — plus those employees, levels and sources, so
 * the lookup joins find their rows as they would in a real tenant. Generated inside the database
 * (one INSERT … SELECT per table), so a million rows load in seconds on PostgreSQL.
 *
 * Before writing, every table is checked against the database's columns (lib/bench-tables.mjs):
 * a column the bench writes that the table no longer has, or a NOT NULL column without a default
 * the bench does not fill, stops the benchmark with its name — it cannot go stale silently.
 */
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const FAMILY_MORE = ['Hồ', 'Ngô', 'Dương', 'Lý'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Thanh', 'Hữu', 'Đức', 'Thu', 'Hoài', 'Quốc', 'Gia', 'Bảo'];
const GIVEN = ['An', 'Bình', 'Cường', 'Dũng', 'Hoa', 'Hương', 'Lan', 'Linh', 'Mai', 'Nam', 'Phúc', 'Quân'];
const GIVEN_MORE = [
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
  'Yến',
  'Hạnh',
  'Khoa',
  'Long',
  'Nhung',
  'Oanh',
];
const ALL_FAMILY = [...FAMILY, ...FAMILY_MORE];
const ALL_GIVEN = [...GIVEN, ...GIVEN_MORE];

const EMPLOYEES = 40;
const LEVELS = [
  ['THUONG', 'Thường'],
  ['BAC', 'Bạc'],
  ['VANG', 'Vàng'],
  ['KIMCUONG', 'Kim cương'],
];
const SOURCES = [
  ['FB', 'Facebook'],
  ['ZALO', 'Zalo'],
  ['WALKIN', 'Khách vãng lai'],
  ['REF', 'Người quen giới thiệu'],
  ['WEB', 'Website'],
];

const array = (items) => `ARRAY[${items.map((item) => `'${item}'`).join(',')}]`;
const values = (rows) => rows.map((row) => `(${row.map((v) => `'${v}'`).join(', ')})`).join(', ');

/** Three words a receptionist would type, accent-free: matches about 1 row in 4,600. */
export const SEARCH = 'nguyen van binh';
/** Customer g's phone, as stored (digits): '09' + g on 8 digits. */
export const phoneOf = (g) => `09${String(g).padStart(8, '0')}`;

/** What the bench writes, per table: column → SQL expression over `g` (the row number). */
function tables(tenantId, count) {
  const bench = { created_by: "'bench'", updated_by: "'bench'" };
  const family = ALL_FAMILY.length;
  const middle = MIDDLE.length;
  return {
    hr_employees: {
      rows: EMPLOYEES,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('nv' || g)::uuid::text",
        ma_nv: "'NV' || lpad(g::text, 3, '0')",
        ten_nv: `(${array(ALL_FAMILY)})[1 + g % ${family}] || ' ' || (${array(ALL_GIVEN)})[1 + g % ${ALL_GIVEN.length}]`,
        ma_dvcs: "CASE WHEN g % 2 = 0 THEN 'CN01' ELSE 'CN02' END",
        la_nvbh: 'true',
        status: '1',
        ...bench,
      },
    },
    crm_levels: {
      from: `(VALUES ${values(LEVELS.map(([code, name], i) => [code, name, i + 1]))}) AS v(code, name, g)`,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('cap' || code)::uuid::text",
        ma_cap: 'code',
        ten_cap: 'name',
        thu_tu: 'g::int',
        status: '1',
        ...bench,
      },
    },
    crm_source_types: {
      from: `(VALUES ${values(SOURCES)}) AS v(code, name)`,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('nguon' || code)::uuid::text",
        ma_nguon: 'code',
        ten_nguon: 'name',
        status: '1',
        ...bench,
      },
    },
    crm_partners: {
      rows: count,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: 'md5(g::text)::uuid::text',
        ma_kh: "'KH' || lpad(g::text, 8, '0')",
        ten_kh: `(${array(ALL_FAMILY)})[1 + g % ${family}] || ' ' ||
          (${array(MIDDLE)})[1 + (g / ${family}) % ${middle}] || ' ' ||
          (${array(ALL_GIVEN)})[1 + (g / ${family * middle}) % ${ALL_GIVEN.length}]`,
        dien_thoai: "'09' || lpad(g::text, 8, '0')",
        gioi_tinh: '1 + g % 2',
        ngay_sinh: "date '1970-01-01' + (g % 18000)",
        dia_chi: "'Số ' || (g % 300) || ' đường Lê Lợi, Quận ' || (1 + g % 12) || ', TP. Hồ Chí Minh'",
        ma_nguon: `(${array(SOURCES.map(([code]) => code))})[1 + g % ${SOURCES.length}]`,
        ma_cap: `(${array(LEVELS.map(([code]) => code))})[1 + g % ${LEVELS.length}]`,
        ma_nvbh: `'NV' || lpad((1 + g % ${EMPLOYEES})::text, 3, '0')`,
        ma_dvcs: "CASE WHEN g % 2 = 0 THEN 'CN01' ELSE 'CN02' END",
        // Spread over a year, so the default sort (newest first) has something to order.
        created_at: "timestamptz '2025-01-01' + g * interval '31 seconds'",
        updated_at: "timestamptz '2025-01-01' + g * interval '31 seconds'",
        ...bench,
      },
    },
  };
}

/** The tables the partners benchmarks load (lib/bench-tables.mjs checks and writes them). */
export function partnerTables(tenantId, count) {
  return tables(tenantId, count);
}
