import { sql } from 'drizzle-orm';
import { complains } from '../../../contract/entities/crm/complains.entity.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/*
 * The demo tenant's customers: a few thousand realistic Vietnamese customers of a spa across both
 * branches and the salespeople of demo-hr.ts (`letan` is NV001 and owns some of CN01's), with
 * sources, levels, tags and a few complaints. Generated from a fixed seed, so every demo database
 * holds the same people. Their phones start 03, 07 or 08 (tests type 09… numbers of their own).
 */

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const FAMILY_RARE = ['Hồ', 'Ngô', 'Dương', 'Lý', 'Trương', 'Đinh', 'Lâm', 'Mai', 'Tô', 'Hà'];
const WOMEN_MIDDLE = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Bảo', 'Khánh', 'Phương', 'Hoài', 'Mỹ'];
const WOMEN_GIVEN = ['Lan', 'Hoa', 'Mai', 'Hương', 'Trang', 'Linh', 'Thảo', 'Vy', 'Anh', 'Yến', 'Nhung'];
const WOMEN_GIVEN_MORE = ['Hằng', 'Quỳnh', 'Chi', 'Hạnh', 'Uyên', 'Nhi', 'Diễm', 'Ngân', 'Trâm', 'Thư'];
const MEN_MIDDLE = ['Văn', 'Minh', 'Quốc', 'Đức', 'Hoàng', 'Gia', 'Thành', 'Hữu'];
const MEN_GIVEN = ['Hùng', 'Dũng', 'Nam', 'Tuấn', 'Khoa', 'Long', 'Phúc', 'Huy', 'Quang', 'Sơn', 'Bình'];
const MOBILE_PREFIXES = ['032', '033', '034', '035', '036', '037', '038', '039', '070', '076', '077'];
const MORE_PREFIXES = ['078', '079', '081', '082', '083', '084', '085', '086', '088', '089'];
const STREETS = [
  'Lê Lợi',
  'Nguyễn Trãi',
  'Hai Bà Trưng',
  'Trần Hưng Đạo',
  'Lý Thường Kiệt',
  'Phan Đình Phùng',
];
/** Who sells in each branch (demo-hr.ts): CN01 NV001 (letan) and NV003, CN02 NV004. */
const SALESPEOPLE = { CN01: ['NV001', 'NV003', null], CN02: ['NV004', null] } as const;
/** Statistics codes of the 2025 units: Hồ Chí Minh City (CN01) and Hà Nội (CN02). */
const CITY = { CN01: '79', CN02: '01' } as const;

/** A small deterministic generator (mulberry32): the same demo every time. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Customer number `i` (from 1): a person with a unique phone, in a branch, maybe a salesperson's. */
export function demoCustomer(i: number): Record<string, unknown> {
  const { next, pick } = generator(i * 2654435761);
  const woman = next() < 0.82;
  const family = next() < 0.8 ? pick(FAMILY) : pick(FAMILY_RARE);
  const given = woman ? pick(next() < 0.5 ? WOMEN_GIVEN : WOMEN_GIVEN_MORE) : pick(MEN_GIVEN);
  const name = `${family} ${woman ? pick(WOMEN_MIDDLE) : pick(MEN_MIDDLE)} ${given}`;
  const branch = next() < 0.65 ? 'CN01' : 'CN02';
  const prefixes = [...MOBILE_PREFIXES, ...MORE_PREFIXES];
  // i × a number prime to 10⁷ keeps the seven digits distinct for every i below 10⁷.
  const phone = `${prefixes[i % prefixes.length]}${pad((i * 79_193 + 1_234_567) % 10_000_000, 7)}`;
  const level = next();
  const tags = ['DAMUN', 'DANHAYCAM', 'LIEUTRINH'].filter(() => next() < 0.18);
  return {
    ma_kh: `KH${pad(i, 6)}`,
    ten_kh: name,
    dien_thoai: phone,
    email: next() < 0.3 ? `khach${pad(i, 4)}@sen-demo.example` : null,
    gioi_tinh: woman ? 2 : 1,
    ngay_sinh: `${1965 + Math.floor(next() * 40)}-${pad(1 + Math.floor(next() * 12), 2)}-${pad(1 + Math.floor(next() * 28), 2)}`,
    he_thong_dc: '2025',
    ma_tinh: CITY[branch],
    dia_chi: `${1 + Math.floor(next() * 300)} ${pick(STREETS)}`,
    ma_nguon: pick(['ONLINE', 'ONLINE', 'GIOITHIEU', 'VANGLAI']),
    ma_cap: level < 0.55 ? 'MOI' : level < 0.85 ? 'BAC' : level < 0.97 ? 'VANG' : 'KIMCUONG',
    tags,
    ma_nvbh: pick(SALESPEOPLE[branch]),
    ma_dvcs: branch,
  };
}

/** `count` demo customers, the code counter moved past them, and a complaint from every 40th. */
export async function seedDemoCustomers(owner: Db, tenantId: string, count: number): Promise<void> {
  if (count <= 0) return;
  const customers = Array.from({ length: count }, (_, index) => demoCustomer(index + 1));
  await seedEntity(owner, tenantId, partners, customers);
  await numberedUpTo(owner, tenantId, `${partners.table}.ma_kh.KH`, count);
  const complaining = customers.filter((_, index) => index % 40 === 7);
  await seedEntity(
    owner,
    tenantId,
    complains,
    complaining.map((customer, index) => ({
      so_kn: `KN${pad(index + 1, 6)}`,
      ma_kh: customer.ma_kh,
      ma_loai_kn: index % 2 === 0 ? 'THAIDO' : 'KETQUA',
      ...complaintStory(index),
      ma_dvcs: customer.ma_dvcs,
    })),
  );
  await numberedUpTo(owner, tenantId, `${complains.table}.so_kn.KN`, complaining.length);
}

/** The next record typed without a code is numbered after the demo's (entity-api/numbering.ts). */
async function numberedUpTo(owner: Db, tenantId: string, counter: string, last: number): Promise<void> {
  await owner.execute(sql`
    INSERT INTO code_counters (tenant_id, id, last_number) VALUES (${tenantId}, ${counter}, ${last})
    ON CONFLICT (tenant_id, id) DO UPDATE SET last_number = GREATEST(code_counters.last_number, ${last})`);
}

/** What the complaint says and how far it got (complains.entity.ts statuses), in the last weeks. */
function complaintStory(index: number): Record<string, unknown> {
  const stories = [
    { noi_dung: 'Khách phải chờ 30 phút dù đã đặt lịch trước.', trang_thai: 2, ma_nv_xl: 'NV003' },
    { noi_dung: 'Da bị đỏ sau buổi peel, khách muốn được tư vấn lại.', trang_thai: 1, ma_nv_xl: 'NV002' },
    { noi_dung: 'Nhân viên không nhắc lịch tái khám như đã hẹn.', trang_thai: 0 },
  ];
  const day = new Date(Date.now() - (index % 25) * 86_400_000);
  return { ...stories[index % stories.length], ngay_kn: day.toISOString().slice(0, 10) };
}
