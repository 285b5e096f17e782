import { Hono, type MiddlewareHandler } from 'hono';
import { branchs } from '../contract/entities/system/branchs.entity.ts';
import type { Entity } from '../contract/entity/define.ts';
import { IMPORT_BODY_LIMIT_BYTES } from '../contract/entity/import.ts';
import type { Database } from './db/client.ts';
import type { ServerSecrets } from './db/secrets.ts';
import { costCalculationRoutes } from './documents/cost-calculation.routes.ts';
import { addDocumentPaths } from './documents/openapi.ts';
import { documentRoutes } from './documents/routes.ts';
import { entityRoutes } from './entity-api/router.ts';
import { authenticate } from './http/authenticate.ts';
import { compressJson } from './http/compress-json.ts';
import type { AppEnv } from './http/context.ts';
import { errorResponse, onApiError } from './http/errors.ts';
import { idempotentWrites } from './http/idempotency.ts';
import { MemoRouter } from './http/memo-router.ts';
import { jsonBody, limitBody } from './http/request-body.ts';
import { requestContext, requireBranchScope } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountClient, shellScriptHashes } from './http/static-files.ts';
import { resolveTenant } from './http/tenant.ts';
import { pickLocale } from './i18n.ts';
import { productBalanceRoutes } from './ledgers/product-balances.routes.ts';
import { batchHistoryRoutes, productBatchRoutes } from './ledgers/product-batches.routes.ts';
import { createServerCaches } from './lib/server-caches.ts';
import { voucherInfoRoutes } from './modules/accounting/voucher-infos.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authConfig } from './modules/auth/register.ts';
import { aftercareEffect } from './modules/crm/aftercare.ts';
import { campaignRoutes } from './modules/crm/campaign.routes.ts';
import { crmRoutes } from './modules/crm/crm.routes.ts';
import { crmWriteHooks } from './modules/crm/task-hooks.ts';
import { taskRoutes } from './modules/crm/tasks.routes.ts';
import { ticketRoutes } from './modules/crm/tickets.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { addEinvoicePaths } from './modules/einvoice/einvoice.openapi.ts';
import { einvoiceRoutes } from './modules/einvoice/einvoice.routes.ts';
import { HttpEinvoiceProvider } from './modules/einvoice/http-provider.ts';
import type { EinvoiceProvider, ProviderConfig } from './modules/einvoice/provider.ts';
import { LocalLogSender, type MessageSender } from './modules/messaging/sender.ts';
import { smsLogRoutes } from './modules/messaging/sms-logs.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsRuntime, type NotificationsRuntime } from './modules/notifications/runtime.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { purchaseRoutes } from './modules/purchases/purchases.routes.ts';
import { purchaseDocumentRules } from './modules/purchases/purchases.rules.ts';
import { offlineSaleShortfall } from './modules/sales/offline-stock.ts';
import { salesDocumentRules } from './modules/sales/sales-rules.ts';
import { cacheRoutes } from './modules/system/cache.routes.ts';
import { activeBranches, referenceRoutes } from './modules/system/reference.routes.ts';
import { sessionRoutes } from './modules/system/sessions.routes.ts';
import { settingsRoutes } from './modules/system/settings.routes.ts';
import { sttRoutes } from './modules/system/stt.routes.ts';
import { healthRoutes, systemRoutes } from './modules/system/system.routes.ts';
import { userRoutes } from './modules/system/users.routes.ts';
import { UPLOAD_POST_PATHS, type UploadSettings, uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { hubRoutes } from './realtime/hub.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';

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
  /** Rows a list counts exactly before answering an estimate (default 1000). */
  entityCountCap?: number | undefined;
  /** Folder of the built client; omitted by API tests that need no static files. */
  distDir?: string | undefined;
  /** The e-invoice provider for a tenant's settings; HTTP (modules/einvoice/http-provider.ts) by default. */
  einvoiceProvider?: ((config: ProviderConfig) => EinvoiceProvider) | undefined;
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
  const tenantBranches = async (tenantId: string) =>
    (await activeBranches(db, caches, tenantId)).map((branch) => branch.ma_dvcs);
  const tenant = resolveTenant(db, options.defaultTenant, caches.tenants);
  const authenticated = authenticate(db, options.secrets.jwt);
  const context = requestContext(tenantBranches);
  const keyed = idempotentWrites(db);
  // Signed in, the request context built (http/request-context.ts), then the Idempotency-Key of a
  // retried write answered (http/idempotency.ts). One middleware: the entity router runs its guard
  // once per request (see `once` there).
  const signedIn: MiddlewareHandler<AppEnv> = (c, next) =>
    authenticated(c, () => context(c, () => keyed(c, next)));
  const sender = options.messageSender ?? new LocalLogSender();
  const authDeps = {
    db,
    jwtKey: options.secrets.jwt,
    maxFailures: options.maxLoginFailures,
    sessionDays: options.sessionDays,
    sender,
    publicUrl: options.publicUrl,
  };
  api.use('/auth/*', tenant);
  const authenticatedByBody = authenticate(db, options.secrets.jwt, { tokenInBody: true });
  api.route(
    '/auth',
    authRoutes(authDeps, (c, next) => authenticatedByBody(c, () => context(c, next))),
  );

  // Everything below needs the tenant and a signed-in user.
  for (const prefix of ['/system/*', '/cities/*', '/districts/*']) api.use(prefix, tenant, signedIn);
  api.route('/system', referenceRoutes(db));
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

  // Widget queries of /dashboard/* (src/server/modules/dashboard), branch-scoped.
  api.use('/dashboard/*', tenant, signedIn);
  api.route(
    '/dashboard',
    dashboardRoutes({ db, entities: options.entities, countCap: options.entityCountCap }),
  );

  api.use('/notifications/*', tenant, signedIn);
  api.route('/notifications', notificationRoutes({ db, ...notifications }));

  api.use('/accounting/voucher-infos/*', tenant, signedIn);
  api.use('/accounting/voucher-infos', tenant, signedIn);
  api.route('/accounting/voucher-infos', voucherInfoRoutes(db));

  // The appointment calendar's feed (src/server/modules/crm), before the generic crm/tasks routes.
  api.use('/crm/tasks/calendar', tenant, signedIn, requireBranchScope());
  api.route('/crm/tasks', taskRoutes(db));
  api.use('/crm/tickets/calendar', tenant, signedIn, requireBranchScope());
  api.route('/crm/tickets', ticketRoutes(db));
  // The CRM reports (src/server/reports): one GET per declared report.
  api.use('/crm/reports/*', tenant, signedIn, requireBranchScope());
  api.route('/crm/reports', reportRoutes(db));
  // Campaign results and broadcasts (src/server/modules/crm/campaign.routes.ts).
  api.route('/crm', campaignRoutes({ db, guard: [tenant, signedIn, requireBranchScope()], sender }));
  // Customers' bespoke routes and rules (src/server/modules/crm), before the engine's same paths.
  api.route(
    '/crm',
    crmRoutes({
      db,
      guard: [tenant, signedIn, requireBranchScope()],
      notifier: notifications.notifier,
    }),
  );

  // Documents and balances (src/server/documents, src/server/ledgers) before the entities.
  const guard = [tenant, signedIn];
  api.route('/stock/product-balances', productBalanceRoutes({ db, guard, tenantBranches }));
  api.route('/stock/product-batches', productBatchRoutes({ db, guard }));
  api.route('/stock/product-batch-histories', batchHistoryRoutes({ db, guard }));
  api.route('/stock/cost-calculation', costCalculationRoutes({ db, guard }));
  api.route('/purchases', purchaseRoutes({ db, guard, tenantBranches }));
  const einvoiceProvider = options.einvoiceProvider ?? ((config) => new HttpEinvoiceProvider(config));
  api.route('/sales/invoice-publish', einvoiceRoutes({ db, guard, provider: einvoiceProvider }));
  api.route(
    '/',
    documentRoutes({
      db,
      guard,
      tenantBranches,
      rules: { ...salesDocumentRules, ...purchaseDocumentRules },
      // A posted service slip opens the after-care follow-ups of its services (crm/aftercare.ts).
      effects: { 'sales.services': aftercareEffect },
      // A till's offline sale may take stock below zero, flagged (sales/offline-stock.ts).
      shortfalls: { 'sales.retail-orders': offlineSaleShortfall },
    }),
  );

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
      writeHooks: crmWriteHooks,
      openApi: [addDocumentPaths, addEinvoicePaths],
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
