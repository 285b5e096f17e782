import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { registerSchema } from '../../../contract/api/auth.api.ts';
import { fieldMessages } from '../../../contract/api/errors.ts';
import type { SettingName } from '../../../contract/settings/settings.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import type { ClientInfo } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { type Locale, translate } from '../../i18n.ts';
import { hashPassword } from '../../lib/password.ts';
import { loadSetting } from '../system/setting-store.ts';
import { userNameTaken } from '../system/users.service.ts';

/** Setting that opens /auth/register for a tenant ('t' = allowed; closed when absent). */
export const SELF_REGISTRATION = 'auth_self_registration' satisfies SettingName;

export function selfRegistrationOpen(tx: Tx): Promise<boolean> {
  return loadSetting(tx, SELF_REGISTRATION);
}

/**
 * Creates an account with no rights and no branch: an administrator grants them afterwards, so
 * registering opens nothing by itself. Refused unless the tenant allows self-registration.
 */
export async function register(
  db: Db,
  tenantId: string,
  input: z.infer<typeof registerSchema>,
  client: ClientInfo,
  locale: Locale,
) {
  const passwordHash = await hashPassword(input.password);
  await withTenant(db, tenantId, async (tx) => {
    if (!(await selfRegistrationOpen(tx))) throw new ApiError(403, 'REGISTRATION_CLOSED');
    if (await userNameTaken(tx, input.user_name)) {
      const field = translate(locale, fieldMessages.userNameLabel);
      throw new ApiError(400, 'VALIDATION', {
        fields: [{ field: 'user_name', message: translate(locale, fieldMessages.exists, { field }) }],
      });
    }
    await tx.insert(users).values({
      tenant_id: tenantId,
      id: uuidv7(),
      user_name: input.user_name,
      ten_nsd: input.ten_nsd,
      password_hash: passwordHash,
      dien_thoai: input.dien_thoai ?? null,
      email: input.email ?? null,
      created_by: input.user_name,
      updated_by: input.user_name,
    });
    await writeAudit(
      tx,
      tenantId,
      { user_name: input.user_name, action: 'register', object: 'auth' },
      client,
    );
  });
  return { ok: true as const };
}

/** What the login page needs before anyone signs in. */
export async function authConfig(db: Db, tenantId: string | undefined, fixedTenant: string | undefined) {
  if (!tenantId) return { tenant: fixedTenant ?? null, self_registration: false };
  // An unknown tenant has no settings row, so it reads as closed.
  const open = await withTenant(db, tenantId, (tx) => selfRegistrationOpen(tx));
  return { tenant: fixedTenant ?? null, self_registration: open };
}
