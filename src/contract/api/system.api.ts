import { z } from 'zod/mini';

/** GET /api/system/server-time */
export const serverTimeSchema = z.object({
  /** ISO 8601 instant in UTC. */
  server_time: z.iso.datetime(),
  /** Milliseconds since the epoch, for clock-offset arithmetic. */
  timestamp: z.int(),
  /** IANA zone the business days of the tenant are counted in. */
  time_zone: z.string(),
});
export type ServerTime = z.infer<typeof serverTimeSchema>;

/** GET /api/health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  uptime_s: z.int().check(z.nonnegative()),
  database: z.object({
    reachable: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    schema_version: z.int().check(z.nonnegative()),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** Sen counts business days in Vietnam's time zone whatever the server's zone is. */
export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** GET system/clear-cache: the names of the server caches dropped for the caller's tenant. */
export const clearCacheResponseSchema = z.object({ cleared: z.array(z.string()) });
export type ClearCacheResponse = z.infer<typeof clearCacheResponseSchema>;
