import { Hono } from 'hono';
import type { z } from 'zod';
import {
  type cityListSchema,
  type districtListSchema,
  placeQuerySchema,
  type wardListSchema,
} from '../../../contract/api/places.api.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { cityExists, districtExists, listCities, listDistricts, listWards } from './places.service.ts';

/**
 * Places (spec §7): `/cities`, `/cities/{id}/districts`, `/cities/{id}/wards`,
 * `/districts/{id}/wards`. `?system=2025` (default) answers the units in force since 1 July 2025,
 * `?system=legacy` the three-level units before it; districts exist only in the legacy system, so
 * the district routes always answer from it. An unknown id answers 404. Any signed-in user.
 */
export function placesRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/cities', async (c) => {
      const { system, searchKey } = parseQuery(c, placeQuerySchema);
      const items = await listCities(db, system, searchKey);
      return c.json({ items, total: items.length } satisfies z.infer<typeof cityListSchema>);
    })
    .get('/cities/:id/districts', async (c) => {
      const { searchKey } = parseQuery(c, placeQuerySchema);
      const id = c.req.param('id');
      if (!(await cityExists(db, 'legacy', id)))
        throw new ApiError(404, 'CITY_NOT_FOUND', { values: { id } });
      const items = await listDistricts(db, id, searchKey);
      return c.json({ items, total: items.length } satisfies z.infer<typeof districtListSchema>);
    })
    .get('/cities/:id/wards', async (c) => {
      const { system, searchKey } = parseQuery(c, placeQuerySchema);
      const id = c.req.param('id');
      if (!(await cityExists(db, system, id))) throw new ApiError(404, 'CITY_NOT_FOUND', { values: { id } });
      const items = await listWards(db, { system, cityId: id }, searchKey);
      return c.json({ items, total: items.length } satisfies z.infer<typeof wardListSchema>);
    })
    .get('/districts/:id/wards', async (c) => {
      const { searchKey } = parseQuery(c, placeQuerySchema);
      const id = c.req.param('id');
      if (!(await districtExists(db, id))) throw new ApiError(404, 'DISTRICT_NOT_FOUND', { values: { id } });
      const items = await listWards(db, { districtId: id }, searchKey);
      return c.json({ items, total: items.length } satisfies z.infer<typeof wardListSchema>);
    });
}
