import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { errorResponse } from '../http/errors.ts';
import type { NotificationHub } from './hub.ts';

/**
 * POST /api/hubs/notification/negotiate(?negotiateVersion=1): mounted before the JSON body rules,
 * because the SignalR client posts an empty, untyped body. The WebSocket itself is served by the
 * HTTP server's upgrade handler (NotificationHub.attach).
 */
export function hubRoutes(hub: NotificationHub) {
  return new Hono<AppEnv>().post('/negotiate', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const answer = await hub.negotiate(c.req.header('authorization'), query, c.req.header('tenant'));
    if (!answer.ok) return errorResponse(c, 401, answer.reason);
    return c.json(answer.body);
  });
}
