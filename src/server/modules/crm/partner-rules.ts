import type { MiddlewareHandler } from 'hono';
import { crmMessages } from '../../../contract/api/crm.api.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import type { FieldDef } from '../../../contract/entity/fields.ts';
import { entityMessages, type Translate } from '../../../contract/entity/messages.ts';
import { isEmptyValue, parseValue } from '../../../contract/entity/values.ts';
import type { Db } from '../../db/client.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import type { AppEnv, AuthUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { loadSettings } from '../system/setting-store.ts';
import { findEmployee, findHolder, type HeldProperty, maySeeHolder } from './partner-lookup.ts';
import { placeProblems } from './place-check.ts';

/**
 * The CRM rules of spec §5 on a customer's create and update, checked before the entity engine
 * writes (it then checks kinds, scope and the unique phone index itself):
 * - `crm_partner_require_phone` (true when absent): the phone must be given;
 * - unique-partner-phone-employee: a phone another customer holds answers
 *   '{field} đã được {ma_nvbh} {ten_nvbh} phụ trách' (with a link when the user may see them);
 * - unique-partner-website-employee, under `crm_partner_validate_website`;
 * - the salesperson must be an employee, and the address's units must exist and fit together.
 */

type Problem = { field: string; message: string; link?: string };
type Body = Record<string, unknown>;

/** The declared fields, by any name. */
const fields: Readonly<Record<string, FieldDef>> = partners.fields;

const label = (t: Translate, name: string) => t(fields[name]?.label ?? entityMessages.invalid);

/** The field's parsed value when the body carries a valid one; undefined otherwise (the engine reports it). */
function parsed(body: Body, name: string): string | undefined {
  const field = fields[name];
  const raw = body[name];
  if (!field || isEmptyValue(raw)) return undefined;
  const result = parseValue(field, raw);
  return result.ok && typeof result.value === 'string' ? result.value : undefined;
}

async function heldProblem(
  tx: Tx,
  ctx: { tenantId: string; user: AuthUser; t: Translate; id: string | undefined },
  property: HeldProperty,
  value: string,
): Promise<Problem | null> {
  const holder = await findHolder(tx, ctx.tenantId, property, value, ctx.id);
  if (!holder) return null;
  const field = label(ctx.t, property);
  if (!holder.ma_nvbh) return { field: property, message: ctx.t(entityMessages.exists, { field }) };
  const message = ctx.t(crmMessages.handledBy, {
    field,
    ma_nvbh: holder.ma_nvbh,
    ten_nvbh: holder.ten_nvbh ?? '',
  });
  return maySeeHolder(ctx.user, holder)
    ? { field: property, message, link: `/crm/partners/${holder.id}` }
    : { field: property, message };
}

async function salespersonProblem(
  tx: Tx,
  tenantId: string,
  t: Translate,
  body: Body,
): Promise<Problem | null> {
  const code = parsed(body, 'ma_nvbh');
  if (!code || (await findEmployee(tx, tenantId, code))) return null;
  return { field: 'ma_nvbh', message: t(crmMessages.notFound, { field: label(t, 'ma_nvbh') }) };
}

async function problemsOf(db: Db, ctx: Parameters<typeof heldProblem>[1], body: Body, patch: boolean) {
  return withTenant(db, ctx.tenantId, async (tx) => {
    const settings = await loadSettings(tx, ['crm_partner_require_phone', 'crm_partner_validate_website']);
    const out: Problem[] = [];
    const phoneGiven = !patch || 'dien_thoai' in body;
    if (settings.crm_partner_require_phone && phoneGiven && isEmptyValue(body.dien_thoai))
      out.push({
        field: 'dien_thoai',
        message: ctx.t(entityMessages.required, { field: label(ctx.t, 'dien_thoai') }),
      });
    const phone = parsed(body, 'dien_thoai');
    const phoneTaken = phone ? await heldProblem(tx, ctx, 'dien_thoai', phone) : null;
    if (phoneTaken) out.push(phoneTaken);
    const website = parsed(body, 'website');
    const siteTaken =
      website && settings.crm_partner_validate_website
        ? await heldProblem(tx, ctx, 'website', website)
        : null;
    if (siteTaken) out.push(siteTaken);
    const salesperson = await salespersonProblem(tx, ctx.tenantId, ctx.t, body);
    if (salesperson) out.push(salesperson);
    return out;
  });
}

/** Runs before the engine's POST /crm/partners and PUT/PATCH /crm/partners/:id. */
export function partnerWriteRules(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.get('body');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return next();
    const record = body as Body;
    const t = c.get('request').t;
    const ctx = { tenantId: c.get('tenantId'), user: c.get('user'), t, id: c.req.param('id') };
    const problems = await problemsOf(db, ctx, record, c.req.method === 'PATCH');
    // On a patch the address is checked when any of its parts changes, against the parts sent.
    const addressSent = ['he_thong_dc', 'ma_tinh', 'ma_quan', 'ma_phuong'].some((name) => name in record);
    if (c.req.method !== 'PATCH' || addressSent)
      problems.push(...(await placeProblems(db, partners, record, t)));
    if (problems.length > 0) throw new ApiError(400, 'VALIDATION', { fields: problems });
    await next();
  };
}
