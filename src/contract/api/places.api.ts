import { z } from 'zod/mini';

/**
 * Vietnamese administrative units (spec §7 Places). Two systems live side by side:
 * - '2025': the two-level units in force since 1 July 2025 (34 provinces/cities → wards/communes);
 * - 'legacy': the three-level units before it (63 provinces → districts → wards/communes).
 * Ids are the official statistics codes (2 digits province, 3 district, 5 ward). The same code can
 * name different units in the two systems, so a stored address keeps its system with its codes.
 */
export const PLACE_SYSTEMS = ['2025', 'legacy'] as const;
export type PlaceSystem = (typeof PLACE_SYSTEMS)[number];

/** `?system=2025|legacy` (default 2025) and an optional accent-free `searchKey` on the name. */
export const placeQuerySchema = z.object({
  system: z._default(z.enum(PLACE_SYSTEMS), '2025'),
  searchKey: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export const citySchema = z.object({
  id: z.string(),
  he_thong: z.enum(PLACE_SYSTEMS),
  ma_tinh: z.string(),
  ten_tinh: z.string(),
  /** 'Tỉnh' or 'Thành phố' (centrally-run city). */
  loai: z.string(),
});

export const districtSchema = z.object({
  id: z.string(),
  he_thong: z.literal('legacy'),
  ma_quan: z.string(),
  ten_quan: z.string(),
  /** 'Quận', 'Huyện', 'Thị xã' or 'Thành phố' (provincial city). */
  loai: z.string(),
  ma_tinh: z.string(),
});

export const wardSchema = z.object({
  id: z.string(),
  he_thong: z.enum(PLACE_SYSTEMS),
  ma_phuong: z.string(),
  ten_phuong: z.string(),
  /** 'Phường', 'Xã', 'Thị trấn' (legacy) or 'Đặc khu' (2025). */
  loai: z.string(),
  ma_tinh: z.string(),
  /** The district in the legacy system; null in the 2025 system, which has none. */
  ma_quan: z.nullable(z.string()),
});

const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: z.int() });
export const cityListSchema = listOf(citySchema);
export const districtListSchema = listOf(districtSchema);
export const wardListSchema = listOf(wardSchema);

export type City = z.infer<typeof citySchema>;
export type District = z.infer<typeof districtSchema>;
export type Ward = z.infer<typeof wardSchema>;
