import { type SQL, sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { broadcastRequestSchema, type RecipientStatus } from '../../../contract/api/campaigns.api.ts';
import { campaigns } from '../../../contract/entities/crm/campaigns.entity.ts';
import type { Db } from '../../db/client.ts';
import { crmBroadcastRecipients, crmBroadcasts } from '../../db/crm-tables.ts';
import { type BespokeList, bespokeListStatement } from '../../entity-api/bespoke-list.ts';
import { col } from '../../entity-api/columns.ts';
import { answerList, parseListQuery } from '../../entity-api/list-request.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseBody } from '../../http/validate.ts';
import type { MessageSender } from '../messaging/sender.ts';
import { createBroadcast } from './broadcast-create.ts';
import { broadcastState, requeueFailed, runBroadcast } from './broadcast-job.ts';
import { campaignResults } from './campaign-results.ts';

const BROADCAST_MENU = 'crm.broadcast';

const broadcastsList: BespokeList = {
  table: crmBroadcasts,
  omit: ['tenant_id'],
  shape: { sortable: ['created_at'], sort: ['created_at', 'desc'] },
  search: ['noi_dung'],
  dateColumn: 'created_at',
};

const recipientsList: BespokeList = {
  table: crmBroadcastRecipients,
  omit: ['tenant_id'],
  shape: { sortable: ['ma_kh', 'ten_kh', 'status', 'updated_at'], sort: ['ma_kh', 'asc'] },
  search: ['ma_kh', 'ten_kh', 'recipient'],
};

const RECIPIENT_STATUSES: readonly RecipientStatus[] = ['pending', 'sending', 'sent', 'failed', 'skipped'];

/** `?status=failed,skipped` on the recipients' list (unknown values are ignored). */
function statusFilter(value: string | undefined): SQL[] {
  const chosen = (value ?? '').split(',').filter((s) => RECIPIENT_STATUSES.includes(s as RecipientStatus));
  return chosen.length > 0 ? [sql`${col('status')} IN ${chosen}`] : [];
}

export interface CampaignRoutesOptions {
  db: Db;
  guard: readonly MiddlewareHandler<AppEnv>[];
  /** The message sender of the app (local log or the HTTP gateway). */
  sender: MessageSender;
}

/**
 * /api/crm/campaigns/:id/results and /api/crm/broadcast (a message to a customer segment, sent by
 * a server-side job in batches; the screen polls its progress). The campaigns themselves are the
 * entity engine's (crm.campaigns).
 */
export function campaignRoutes({ db, guard, sender }: CampaignRoutesOptions): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const signedIn = every(...guard);
  const broadcastRight = every(signedIn, requireAccess(BROADCAST_MENU, 'access'));
  const tenantOf = (c: Context<AppEnv>) => c.get('tenantId');
  const start = (tenantId: string, id: string) => {
    runBroadcast(db, tenantId, id, sender).catch((error: unknown) =>
      console.error(`broadcast ${id} stopped:`, error),
    );
  };

  router.get('/campaigns/:id/results', signedIn, requireAccess(campaigns.menuId, 'read'), async (c) =>
    c.json(await campaignResults(db, c.get('request'), c.req.param('id'))),
  );
  router.get('/broadcast', broadcastRight, (c) => {
    const q = parseListQuery(c, broadcastsList.shape);
    const campaign = c.req.query('campaign_id');
    const scope = campaign ? [sql`${col('campaign_id')} = ${campaign}`] : [];
    return answerList(c, db, bespokeListStatement(broadcastsList, { tenantId: tenantOf(c), scope }, q));
  });
  router.post('/broadcast', broadcastRight, async (c) => {
    const id = await createBroadcast(db, c.get('request'), parseBody(c, broadcastRequestSchema));
    start(tenantOf(c), id);
    return c.json({ id }, 201);
  });
  router.get('/broadcast/:id', broadcastRight, async (c) =>
    c.json(await broadcastState(db, tenantOf(c), c.req.param('id'))),
  );
  router.get('/broadcast/:id/recipients', broadcastRight, (c) => {
    const q = parseListQuery(c, recipientsList.shape);
    const scope = [
      sql`${col('broadcast_id')} = ${c.req.param('id')}`,
      ...statusFilter(c.req.query('status')),
    ];
    return answerList(c, db, bespokeListStatement(recipientsList, { tenantId: tenantOf(c), scope }, q));
  });
  router.post('/broadcast/:id/retry', broadcastRight, async (c) => {
    const id = c.req.param('id');
    await requeueFailed(db, tenantOf(c), id);
    start(tenantOf(c), id);
    return c.json({ id });
  });
  return router;
}
