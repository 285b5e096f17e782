import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { City, District, PlaceSystem, Ward } from '../../../contract/api/places.api.ts';
import type { Db } from '../../db/client.ts';
import { placesCities, placesDistricts, placesWards } from '../../db/schema.ts';

/** Accent- and case-free "name contains" (LIKE wildcards typed by the user match literally). */
function nameMatches(column: AnyPgColumn, searchKey: string | undefined): SQL | undefined {
  if (!searchKey) return undefined;
  const pattern = searchKey.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`f_unaccent(lower(${column})) LIKE '%' || f_unaccent(lower(${pattern})) || '%'`;
}

export async function listCities(db: Db, system: PlaceSystem, searchKey?: string): Promise<City[]> {
  const rows = await db
    .select()
    .from(placesCities)
    .where(and(eq(placesCities.he_thong, system), nameMatches(placesCities.ten_tinh, searchKey)))
    .orderBy(asc(placesCities.ma_tinh));
  return rows.map((row) => ({ id: row.ma_tinh, ...row, he_thong: row.he_thong as PlaceSystem }));
}

export async function cityExists(db: Db, system: PlaceSystem, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: placesCities.ma_tinh })
    .from(placesCities)
    .where(and(eq(placesCities.he_thong, system), eq(placesCities.ma_tinh, id)));
  return rows.length > 0;
}

export async function districtExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: placesDistricts.ma_quan })
    .from(placesDistricts)
    .where(eq(placesDistricts.ma_quan, id));
  return rows.length > 0;
}

/** Districts of a province: the legacy system only (the 2025 system has none). */
export async function listDistricts(db: Db, cityId: string, searchKey?: string): Promise<District[]> {
  const rows = await db
    .select()
    .from(placesDistricts)
    .where(and(eq(placesDistricts.ma_tinh, cityId), nameMatches(placesDistricts.ten_quan, searchKey)))
    .orderBy(asc(placesDistricts.ma_quan));
  return rows.map((row) => ({ id: row.ma_quan, he_thong: 'legacy' as const, ...row }));
}

/** Wards of a province (either system) or of a legacy district. */
export async function listWards(
  db: Db,
  where: { system: PlaceSystem; cityId: string } | { districtId: string },
  searchKey?: string,
): Promise<Ward[]> {
  const parent =
    'districtId' in where
      ? and(eq(placesWards.he_thong, 'legacy'), eq(placesWards.ma_quan, where.districtId))
      : and(eq(placesWards.he_thong, where.system), eq(placesWards.ma_tinh, where.cityId));
  const rows = await db
    .select()
    .from(placesWards)
    .where(and(parent, nameMatches(placesWards.ten_phuong, searchKey)))
    .orderBy(asc(placesWards.ma_phuong));
  return rows.map((row) => ({ id: row.ma_phuong, ...row, he_thong: row.he_thong as PlaceSystem }));
}
