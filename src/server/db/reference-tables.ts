import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference data shared by every tenant (DESIGN.md §3): no tenant_id, no row-level security;
 * loaded by the server at start (server/modules/places/places.load.ts), read-only to the app role.
 */

/** Which version of each reference data set is loaded; a start with newer data reloads it. */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loaded_at: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Provinces and centrally-run cities (tỉnh, thành phố) of both systems: he_thong '2025' (34 units
 * since 1 July 2025) and 'legacy' (the 63 before). `ma_tinh` is the official statistics code.
 */
export const placesCities = pgTable(
  'places_cities',
  {
    he_thong: text('he_thong').notNull(),
    ma_tinh: text('ma_tinh').notNull(),
    ten_tinh: text('ten_tinh').notNull(),
    loai: text('loai').notNull(),
  },
  (t) => [primaryKey({ name: 'places_cities_pkey', columns: [t.he_thong, t.ma_tinh] })],
);

/** Districts (quận, huyện, thị xã, thành phố thuộc tỉnh): the legacy system only. */
export const placesDistricts = pgTable(
  'places_districts',
  {
    ma_quan: text('ma_quan').primaryKey(),
    ten_quan: text('ten_quan').notNull(),
    loai: text('loai').notNull(),
    ma_tinh: text('ma_tinh').notNull(),
  },
  (t) => [index('places_districts_city_idx').on(t.ma_tinh, t.ma_quan)],
);

/** Wards and communes (phường, xã, thị trấn, đặc khu); `ma_quan` only in the legacy system. */
export const placesWards = pgTable(
  'places_wards',
  {
    he_thong: text('he_thong').notNull(),
    ma_phuong: text('ma_phuong').notNull(),
    ten_phuong: text('ten_phuong').notNull(),
    loai: text('loai').notNull(),
    ma_tinh: text('ma_tinh').notNull(),
    ma_quan: text('ma_quan'),
  },
  (t) => [
    primaryKey({ name: 'places_wards_pkey', columns: [t.he_thong, t.ma_phuong] }),
    index('places_wards_city_idx').on(t.he_thong, t.ma_tinh, t.ma_phuong),
    index('places_wards_district_idx').on(t.ma_quan, t.ma_phuong).where(sql`${t.ma_quan} IS NOT NULL`),
  ],
);
