import type { Context } from 'hono';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { parseValue } from '../../../contract/entity/values.ts';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { AppEnv } from '../../http/context.ts';
import { findHolder, type HeldProperty, holderView } from './partner-lookup.ts';

/**
 * Spec §7 CRM checks on customers:
 * - GET crm/partners/{id}/exists/phone/{phone} and crm/partners/exists/phone/{phone}: true means
 *   another customer holds the phone (compared on its digits: 0912 345 678 is 0912345678);
 * - the same with /employee, and crm/partners/{id}/exists/website/{website}/employee: who holds it
 *   ({ exists, ma_nvbh, ten_nvbh, stt_rec }), the record id only when the user may see them.
 * A value the field cannot hold cannot be a duplicate: false.
 */

type C = Context<AppEnv>;

/** The checked value in the stored form (phone digits), or null when the field cannot hold it. */
function storedValue(property: HeldProperty, raw: string): string | null {
  const field = partners.fields[property === 'dien_thoai' ? 'dien_thoai' : 'website'];
  if (!field) return null;
  const result = parseValue(field, raw);
  return result.ok && typeof result.value === 'string' && result.value !== '' ? result.value : null;
}

async function holderOf(db: Db, c: C, property: HeldProperty, raw: string) {
  const value = storedValue(property, raw);
  if (!value) return null;
  const tenantId = c.get('tenantId');
  return withTenant(db, tenantId, (tx) => findHolder(tx, tenantId, property, value, c.req.param('id')));
}

export function phoneExists(db: Db) {
  return async (c: C) => c.json((await holderOf(db, c, 'dien_thoai', c.req.param('phone') ?? '')) !== null);
}

export function heldBy(db: Db, property: HeldProperty) {
  return async (c: C) => {
    const raw = c.req.param(property === 'dien_thoai' ? 'phone' : 'website') ?? '';
    return c.json(holderView(c.get('user'), await holderOf(db, c, property, raw)));
  };
}
