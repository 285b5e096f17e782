import { type Context, Hono } from 'hono';
import {
  broadcastSchema,
  notificationSettingsSchema,
  registerTokenSchema,
  viewSchema,
} from '../../../contract/api/notifications.api.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { answerList, parseListQuery } from '../../entity-api/list-request.ts';
import { requireAdmin } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseBody } from '../../http/validate.ts';
import { recipientsOf } from './broadcast.ts';
import {
  historiesListShape,
  historiesStatement,
  markRead,
  readSettings,
  saveSettings,
  unreadCount,
} from './notifications.store.ts';
import type { Notifier } from './notifier.ts';
import { saveSubscription } from './push-subscriptions.ts';
import { classifyToken } from './register-token.ts';
import type { TopicMembership } from './topic-membership.ts';

export interface NotificationRoutesDeps {
  db: Db;
  notifier: Notifier;
  /** applicationServerKey the browser subscribes with. */
  vapidPublicKey: string;
  /** Whether the tenant's pushes go through FCM (configured) rather than Web Push. */
  usesFcm: (tenantId: string) => Promise<boolean>;
  /** Keeps users' FCM tokens in the tenant's topic (after register and settings changes). */
  topics: TopicMembership;
}

/**
 * /api/notifications: any signed-in user reads and manages their own notifications and devices
 * (spec §6: notifications need sign-in only); broadcast is for administrators.
 */
export function notificationRoutes(deps: NotificationRoutesDeps) {
  const { db } = deps;
  const settingsOf = async (c: Context<AppEnv>) => {
    const settings = await withTenant(db, c.get('tenantId'), (tx) =>
      readSettings(tx, c.get('user').user_name),
    );
    return c.json({
      ...settings,
      push_provider: (await deps.usesFcm(c.get('tenantId'))) ? 'fcm' : 'webpush',
      vapid_public_key: deps.vapidPublicKey,
    });
  };
  return new Hono<AppEnv>()
    .get('/settings', settingsOf)
    .get('/vapid-public-key', (c) => c.json({ vapid_public_key: deps.vapidPublicKey }))
    .put('/settings', async (c) => {
      const settings = parseBody(c, notificationSettingsSchema);
      const { user_name } = c.get('user');
      await withTenant(db, c.get('tenantId'), async (tx) => {
        const saved = await saveSettings(tx, c.get('tenantId'), user_name, settings);
        const entry = {
          user_name,
          action: 'update',
          object: 'notifications/settings',
          record_id: user_name,
          detail: saved,
        };
        await writeAudit(tx, c.get('tenantId'), entry, clientInfo(c));
      });
      await deps.topics.sync(c.get('tenantId'), user_name);
      return settingsOf(c);
    })
    .post('/tokens/register', (c) => registerToken(deps, c))
    .get('/histories', (c) => {
      const q = parseListQuery(c, historiesListShape);
      return answerList(c, db, historiesStatement(c.get('tenantId'), c.get('user').user_name, q));
    })
    .put('/view', async (c) => {
      const body = parseBody(c, viewSchema);
      return markAndAnswer(deps, c, 'id' in body ? [body.id] : body.ids);
    })
    .put('/view-all', (c) => markAndAnswer(deps, c, null))
    .post('/broadcast', requireAdmin(), (c) => broadcast(deps, c));
}

/** Marks read (all when `ids` is null) with its audit entry; tells the user's other tabs. */
async function markAndAnswer(deps: NotificationRoutesDeps, c: Context<AppEnv>, ids: string[] | null) {
  const tenantId = c.get('tenantId');
  const { user_name } = c.get('user');
  const result = await withTenant(deps.db, tenantId, async (tx) => {
    const updated = await markRead(tx, user_name, ids);
    if (updated.length > 0) {
      const detail = { ids: ids === null ? 'all' : updated, count: updated.length };
      await c.get('request').audit(tx, { user_name, action: 'update', object: 'notifications/view', detail });
    }
    return { updated, total_unread: await unreadCount(tx, user_name) };
  });
  if (result.updated.length > 0)
    await deps.notifier.announceRead(tenantId, user_name, {
      ids: ids === null ? 'all' : result.updated,
      total_unread: result.total_unread,
    });
  return c.json(result);
}

/** POST tokens/register: the device's subscription (replacing its previous one) and its audit entry. */
async function registerToken(deps: NotificationRoutesDeps, c: Context<AppEnv>) {
  const body = parseBody(c, registerTokenSchema);
  const tenantId = c.get('tenantId');
  const token = classifyToken(c, body.token, await deps.usesFcm(tenantId));
  const { user_name } = c.get('user');
  const saved = await withTenant(deps.db, tenantId, async (tx) => {
    const device = { user_name, os_type: body.os_type, device_id: body.device_id };
    const row = await saveSubscription(tx, tenantId, { ...device, ...token });
    const detail = { device_id: body.device_id, provider: token.provider };
    const entry = { user_name, action: 'create', object: 'notifications/tokens', record_id: row.id, detail };
    await writeAudit(tx, tenantId, entry, clientInfo(c));
    return row;
  });
  if (token.provider === 'fcm' || saved.replacedFcm.length > 0)
    await deps.topics.sync(tenantId, user_name, saved.replacedFcm);
  return c.json({ id: saved.id, provider: token.provider });
}

/** POST broadcast: stored (with the audit entry) in one transaction, then published and pushed. */
async function broadcast(deps: NotificationRoutesDeps, c: Context<AppEnv>) {
  const body = parseBody(c, broadcastSchema);
  const tenantId = c.get('tenantId');
  const options = { by: c.get('user').user_name, client: clientInfo(c) };
  const content = { title: body.title, body: body.body, target: body.target ?? null, kind: 'broadcast' };
  const stored = await withTenant(deps.db, tenantId, async (tx) =>
    deps.notifier.storeIn(tx, tenantId, await recipientsOf(tx, body), content, options),
  );
  // The whole tenant: FCM devices get it through the tenant's topic, in one send.
  const wholeTenant = !body.users && !body.branches;
  await deps.notifier.deliver(tenantId, stored, { viaTopic: wholeTenant });
  return c.json({ sent: stored.length, users: stored.map((n) => n.user_name) });
}
