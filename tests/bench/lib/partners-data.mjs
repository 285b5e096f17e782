/**
 * A customers-sized table for the entity benchmark: `count` crm.partners rows with realistic
 * Vietnamese three-part names, generated inside the database (one INSERT … SELECT), so loading a
 * million rows takes seconds on PostgreSQL and about a minute on PGlite.
 */
const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Thanh', 'Hữu', 'Đức', 'Thu', 'Hoài', 'Quốc', 'Gia', 'Bảo'];
const GIVEN = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Hoa',
  'Hương',
  'Lan',
  'Linh',
  'Mai',
  'Nam',
  'Phúc',
  'Quân',
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

const array = (items) => `ARRAY[${items.map((item) => `'${item}'`).join(',')}]`;

/** Three words a receptionist would type, accent-free: matches about 1 row in 4,600. */
export const SEARCH = 'nguyen van binh';

export function insertPartnersSql(tenantId, count) {
  const family = FAMILY.length;
  const middle = MIDDLE.length;
  return `
    INSERT INTO crm_partners (tenant_id, id, ma_kh, ten_kh, dien_thoai, gioi_tinh, ngay_sinh, dia_chi,
      ma_nvbh, ten_nvbh, ma_dvcs, created_by, updated_by)
    SELECT '${tenantId}', md5(g::text)::uuid::text, 'KH' || lpad(g::text, 8, '0'),
      (${array(FAMILY)})[1 + g % ${family}] || ' ' ||
      (${array(MIDDLE)})[1 + (g / ${family}) % ${middle}] || ' ' ||
      (${array(GIVEN)})[1 + (g / ${family * middle}) % ${GIVEN.length}],
      '09' || lpad(g::text, 8, '0'), 1 + g % 2, date '1970-01-01' + (g % 18000),
      'Số ' || (g % 300) || ' đường Lê Lợi, Quận ' || (1 + g % 12) || ', TP. Hồ Chí Minh',
      'NV' || lpad((1 + g % 40)::text, 3, '0'), 'Nhân viên ' || (1 + g % 40),
      CASE WHEN g % 2 = 0 THEN 'CN01' ELSE 'CN02' END, 'bench', 'bench'
    FROM generate_series(1, ${count}) AS g`;
}
