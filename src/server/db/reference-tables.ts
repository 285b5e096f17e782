import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { requiredTexts, stamp } from './columns.ts';

/**
 * Reference data shared by every tenant (DESIGN.md §3): no tenant_id, no row-level security;
 * loaded by the server at start (server/modules/places/places.load.ts), read-only to the app role.
 */

/** Which version of each reference data set is loaded; a start with newer data reloads it. */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loaded_at: stamp('loaded_at'),
});

/**
 * Provinces and centrally-run cities (tỉnh, thành phố) of both systems: he_thong '2025' (34 units
 * since 1 July 2025) and 'legacy' (the 63 before). `ma_tinh` is the official statistics code.
 */
export const placesCities = pgTable(
  'places_cities',
  {
    ...requiredTexts('he_thong', 'ma_tinh', 'ten_tinh', 'loai'),
  },
  (t) => [primaryKey({ name: 'places_cities_pkey', columns: [t.he_thong, t.ma_tinh] })],
);

/** Districts (quận, huyện, thị xã, thành phố thuộc tỉnh): the legacy system only. */
export const placesDistricts = pgTable(
  'places_districts',
  {
    ma_quan: text('ma_quan').primaryKey(),
    ...requiredTexts('ten_quan', 'loai', 'ma_tinh'),
  },
  (t) => [index('places_districts_city_idx').on(t.ma_tinh, t.ma_quan)],
);

/** Wards and communes (phường, xã, thị trấn, đặc khu); `ma_quan` only in the legacy system. */
export const placesWards = pgTable(
  'places_wards',
  {
    ...requiredTexts('he_thong', 'ma_phuong', 'ten_phuong', 'loai', 'ma_tinh'),
    ma_quan: text('ma_quan'),
  },
  (t) => [
    primaryKey({ name: 'places_wards_pkey', columns: [t.he_thong, t.ma_phuong] }),
    index('places_wards_city_idx').on(t.he_thong, t.ma_tinh, t.ma_phuong),
    index('places_wards_district_idx').on(t.ma_quan, t.ma_phuong).where(sql`${t.ma_quan} IS NOT NULL`),
  ],
);
