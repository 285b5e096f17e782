import { Hono, type MiddlewareHandler } from 'hono';
import { branchs } from '../contract/entities/system/branchs.entity.ts';
import type { Entity } from '../contract/entity/define.ts';
import { IMPORT_BODY_LIMIT_BYTES } from '../contract/entity/import.ts';
import type { Database } from './db/client.ts';
import type { ServerSecrets } from './db/secrets.ts';
import { entityRoutes } from './entity-api/router.ts';
import { authenticate } from './http/authenticate.ts';
import { compressJson } from './http/compress-json.ts';
import type { AppEnv } from './http/context.ts';
import { errorResponse, onApiError } from './http/errors.ts';
import { idempotentWrites } from './http/idempotency.ts';
import { MemoRouter } from './http/memo-router.ts';
import { fillBranch, jsonBody, limitBody } from './http/request-body.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountClient, shellScriptHashes } from './http/static-files.ts';
import { resolveTenant } from './http/tenant.ts';
import { pickLocale } from './i18n.ts';
import { createServerCaches } from './lib/server-caches.ts';
import { voucherInfoRoutes } from './modules/accounting/voucher-infos.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authConfig } from './modules/auth/register.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { LocalLogSender, type MessageSender } from './modules/messaging/sender.ts';
import { smsLogRoutes } from './modules/messaging/sms-logs.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsRuntime, type NotificationsRuntime } from './modules/notifications/runtime.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { cacheRoutes } from './modules/system/cache.routes.ts';
import { activeBranches, referenceRoutes } from './modules/system/reference.routes.ts';
import { sessionRoutes } from './modules/system/sessions.routes.ts';
import { settingsRoutes } from './modules/system/settings.routes.ts';
import { sttRoutes } from './modules/system/stt.routes.ts';
import { healthRoutes, systemRoutes } from './modules/system/system.routes.ts';
import { userRoutes } from './modules/system/users.routes.ts';
import { UPLOAD_POST_PATHS, type UploadSettings, uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { hubRoutes } from './realtime/hub.routes.ts';

export interface AppOptions {
  database: Database;
  version: string;
  startedAt: number;
  bodyLimitBytes: number;
  /** Upload storage (DATA_DIR/uploads or S3) and limits (UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES). */
  uploads: UploadSettings;
  secrets: ServerSecrets;
  defaultTenant?: string | undefined;
  maxLoginFailures: number;
  sessionDays: number;
  /** SMS / e-mail gateway; the local default delivers to system/sms/logs. */
  messageSender?: MessageSender;
  /** Public address of the app, for links sent by SMS / e-mail. */
  publicUrl?: string | undefined;
  /** Entities served by the generic router; the registry by default (tests mount their own). */
  entities?: readonly Entity[] | undefined;
  /** Rows a list counts exactly before answering an estimate (default 10 000). */
  entityCountCap?: number | undefined;
  /** Folder of the built client; omitted by API tests that need no static files. */
  distDir?: string | undefined;
  /** Hub, push and notifier (server.ts builds it from the environment); in-process by default. */
  notifications?: NotificationsRuntime | undefined;
}

/** The API sub-app: every domain mounts its routes here, under /api. */
function createApi(options: AppOptions) {
  const { db } = options.database;
  const api = new Hono<AppEnv>();
  api.use('*', (c, next) => {
    c.set('locale', pickLocale(c.req.header('accept-language')));
    return next();
  });
  const notifications =
    options.notifications ?? createNotificationsRuntime(db, options.secrets, options.defaultTenant);
  api.route('/hubs/notification', hubRoutes(notifications.realtime.hub));
  api.use('*', limitBody(options.bodyLimitBytes, IMPORT_BODY_LIMIT_BYTES, UPLOAD_POST_PATHS), jsonBody());

  // Open to anyone: probes, the clock and what the login form needs to know.
  api.route('/', healthRoutes(options));
  api.route('/system', systemRoutes(options));
  api.get('/auth/config', async (c) => {
    const tenantId = c.req.header('tenant')?.trim().toLowerCase() || options.defaultTenant;
    return c.json(await authConfig(db, tenantId, options.defaultTenant));
  });

  const caches = createServerCaches();
  const tenant = resolveTenant(db, options.defaultTenant, caches.tenants);
  const authenticated = authenticate(db, options.secrets.jwt);
  const keyed = idempotentWrites(db);
  // Signed in, then the Idempotency-Key of a retried write answered (http/idempotency.ts). One
  // middleware: the entity router runs its guard once per request (see `once` there).
  const signedIn: MiddlewareHandler<AppEnv> = (c, next) => authenticated(c, () => keyed(c, next));
  const authDeps = {
    db,
    jwtKey: options.secrets.jwt,
    maxFailures: options.maxLoginFailures,
    sessionDays: options.sessionDays,
    sender: options.messageSender ?? new LocalLogSender(),
    publicUrl: options.publicUrl,
  };
  api.use('/auth/*', tenant);
  api.route('/auth', authRoutes(authDeps, authenticate(db, options.secrets.jwt, { tokenInBody: true })));

  // Everything below needs the tenant and a signed-in user.
  for (const prefix of ['/system/*', '/cities/*', '/districts/*'])
    api.use(prefix, tenant, signedIn, fillBranch(['/api/system/stt']));
  api.route('/system', referenceRoutes(db, caches));
  api.route('/system', sttRoutes(db));
  api.route('/system', cacheRoutes(db, caches));
  api.route('/system', sessionRoutes(db));
  api.route('/system', settingsRoutes(db, options.secrets));
  api.route(
    '/system',
    userRoutes(db, { statusChanged: (tenantId, userName) => notifications.topics.sync(tenantId, userName) }),
  );
  api.route('/system', smsLogRoutes(db));
  api.route('/', placesRoutes(db));

  api.route('/upload', uploadRoutes({ db, settings: options.uploads, guard: [tenant, signedIn] }));

  const tenantBranches = async (tenantId: string) =>
    (await activeBranches(db, caches, tenantId)).map((branch) => branch.ma_dvcs);

  // Widget queries of /dashboard/* (src/server/modules/dashboard), branch-scoped.
  api.use('/dashboard/*', tenant, signedIn);
  api.route(
    '/dashboard',
    dashboardRoutes({ db, tenantBranches, entities: options.entities, countCap: options.entityCountCap }),
  );

  api.use('/notifications/*', tenant, signedIn);
  api.route('/notifications', notificationRoutes({ db, ...notifications }));

  api.use('/accounting/voucher-infos/*', tenant, signedIn);
  api.use('/accounting/voucher-infos', tenant, signedIn);
  api.route('/accounting/voucher-infos', voucherInfoRoutes(db));

  // Every declared entity under /api/<path> (src/server/entity-api), after the bespoke routes so a
  // bespoke route of the same method and path wins; /api/openapi.json and /api/docs are public.
  api.route(
    '/',
    entityRoutes({
      db,
      entities: options.entities,
      countCap: options.entityCountCap,
      guard: [tenant, signedIn],
      tenantBranches,
      // A branch added, renamed or stopped shows in branch scope and system/branchs at once.
      afterWrite: (entity, tenantId) => {
        if (entity.name === branchs.name) caches.branches.delete(tenantId);
      },
    }),
  );

  api.all('*', (c) => errorResponse(c, 404, 'NOT_FOUND'));
  api.onError(onApiError);
  return api;
}

export function createApp(options: AppOptions) {
  // Sub-apps' routes are merged into this one's router: the only one that matches requests.
  const app = new Hono<AppEnv>({ router: new MemoRouter() });
  app.use('*', securityHeaders(options.distDir ? shellScriptHashes(options.distDir) : []));
  app.use('/api/*', compressJson());
  app.route('/api', createApi(options));
  if (options.distDir) mountClient(app, options.distDir);
  app.onError(onApiError);
  return app;
}
