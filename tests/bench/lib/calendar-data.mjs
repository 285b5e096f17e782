/**
 * The appointment calendar's bench data (issue 28): 60 staff of CN01, 10 rooms, 4 appointment
 * types and `count` bookings (1,000,000 by default) for customers of the partners benchmark, 3,000
 * per week from 2024-01-01 on, so the bench week holds exactly WEEK_TASKS of them: each staff
 * member has 50 bookings of 50 minutes a week (7 a day between 09:00 and 16:50, one more on
 * Monday at 16:00), in business time. Loaded through lib/bench-tables.mjs (checked against the
 * tables first).
 */
export const STAFF = 60;
export const WEEK_TASKS = 3_000;
/** The bench week (Monday..Sunday): week 150 after 2024-01-01. */
export const WEEK = { from: '2026-11-16', to: '2026-11-22', index: 150 };
export const MARKER = 'bench-calendar';
const ZONE = 'Asia/Ho_Chi_Minh';
const TYPES = [
  ['TV', 'Tư vấn', '#2563eb'],
  ['DT', 'Điều trị', '#16a34a'],
  ['CS', 'Chăm sóc da', '#d97706'],
  ['TK', 'Tái khám', '#9333ea'],
];

const quoted = (rows) => rows.map((row) => `(${row.map((v) => `'${v}'`).join(', ')})`).join(', ');

/** Column → SQL expression over `g`, per table (see bench-tables.mjs). */
export function calendarTables(tenantId, count, customers) {
  const marked = { created_by: `'${MARKER}'`, updated_by: `'${MARKER}'` };
  // Booking g: its week, then within the week staff i % 60 and slot k = i / 60 (0..49).
  const i = `((g - 1) % ${WEEK_TASKS})`;
  const k = `(${i} / ${STAFF})`;
  const start = `((date '2024-01-01' + ((g - 1) / ${WEEK_TASKS}) * 7 + ${k} % 7)::timestamp
      + make_interval(hours => 9 + ${k} / 7)) AT TIME ZONE '${ZONE}'`;
  return {
    hr_employees: {
      rows: STAFF,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('ktv' || g)::uuid::text",
        ma_nv: "'KTV' || lpad(g::text, 2, '0')",
        ten_nv: "'Kỹ thuật viên ' || g",
        ma_dvcs: "'CN01'",
        la_ktv: 'true',
        status: '1',
        ...marked,
      },
    },
    sales_rooms: {
      rows: 10,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('phong' || g)::uuid::text",
        ma_phong: "'PB' || lpad(g::text, 2, '0')",
        ten_phong: "'Phòng ' || g",
        ma_dvcs: "'CN01'",
        status: '1',
        ...marked,
      },
    },
    crm_task_types: {
      from: `(VALUES ${quoted(TYPES)}) AS v(code, name, colour)`,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('loai' || code)::uuid::text",
        ma_loai: 'code',
        ten_loai: 'name',
        mau: 'colour',
        thoi_luong: '50',
        status: '1',
        ...marked,
      },
    },
    crm_tasks: {
      rows: count,
      columns: {
        tenant_id: `'${tenantId}'`,
        id: "md5('lh' || g)::uuid::text",
        ma_lh: "'LB' || lpad(g::text, 8, '0')",
        ma_kh: `'KH' || lpad((1 + g % ${customers})::text, 8, '0')`,
        ma_loai: `(${`ARRAY[${TYPES.map(([code]) => `'${code}'`).join(',')}]`})[1 + g % ${TYPES.length}]`,
        ngay_bd: start,
        ngay_kt: `${start} + interval '50 minutes'`,
        ma_nv: `'KTV' || lpad((1 + ${i} % ${STAFF})::text, 2, '0')`,
        ma_phong: `CASE WHEN g % 3 = 0 THEN 'PB' || lpad((1 + g % 10)::text, 2, '0') END`,
        trang_thai: `(ARRAY['scheduled','confirmed','checked_in','done'])[1 + g % 4]`,
        ma_dvcs: "'CN01'",
        ...marked,
      },
    },
  };
}
