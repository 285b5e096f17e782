import { Hono } from 'hono';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/context.ts';
import { errorResponse, onApiError } from './http/errors.ts';
import { jsonBody, limitBody } from './http/request-body.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountClient } from './http/static-files.ts';
import { pickLocale } from './i18n.ts';
import { healthRoutes, systemRoutes } from './modules/system/system.routes.ts';

export interface AppOptions {
  database: Database;
  version: string;
  startedAt: number;
  bodyLimitBytes: number;
  /** Folder of the built client; omitted by API tests that need no static files. */
  distDir?: string | undefined;
}

/** The API sub-app: every domain mounts its routes here, under /api. */
function createApi(options: AppOptions) {
  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('locale', pickLocale(c.req.header('accept-language')));
    await next();
  });
  api.use('*', limitBody(options.bodyLimitBytes), jsonBody());

  api.route('/system', systemRoutes(options));
  api.route('/', healthRoutes(options));

  api.all('*', (c) => errorResponse(c, 404, 'NOT_FOUND'));
  api.onError(onApiError);
  return api;
}

export function createApp(options: AppOptions) {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders());
  app.route('/api', createApi(options));
  if (options.distDir) mountClient(app, options.distDir);
  app.onError(onApiError);
  return app;
}
