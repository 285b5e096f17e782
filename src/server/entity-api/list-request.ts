import type { Context } from 'hono';
import type { Translate } from '../../contract/entity/messages.ts';
import type { ListQuery, ListShape } from '../../contract/list/list-query.ts';
import { readListQuery } from '../../contract/list/list-read.ts';
import type { Db } from '../db/client.ts';
import { readAsTenant } from '../db/tenant-read.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { securedJson } from '../http/security-headers.ts';
import { type Locale, translate } from '../i18n.ts';

/** One translator per language, made once. */
const translators: Record<Locale, Translate> = {
  vi: (message, values) => translate('vi', message, values),
  en: (message, values) => translate('en', message, values),
};

/** The request's list parameters (readListQuery), or 400 VALIDATION naming each refused one. */
export function parseListQuery(c: Context<AppEnv>, shape: ListShape): ListQuery {
  const { query, issues } = readListQuery(shape, translators[c.get('locale') ?? 'vi'], c.req.query());
  if (issues.length > 0) throw new ApiError(400, 'VALIDATION', { fields: issues });
  return query;
}

/**
 * Runs a list statement (list-page.ts) for the request's tenant in one round trip and answers
 * the JSON text PostgreSQL wrote.
 */
export async function answerList(c: Context<AppEnv>, db: Db, statement: string): Promise<Response> {
  const [body] = await readAsTenant(db, c.get('tenantId'), [statement]);
  if (!body) throw new Error('The list statement answered nothing');
  return securedJson(body);
}
