import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { maskPhone } from '../../../contract/domain/format.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { customerOtps, entityTables } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { ApiError } from '../../http/errors.ts';
import { type MessageSender, sendMessage } from '../messaging/sender.ts';
import { loadSetting, loadSettings } from '../system/setting-store.ts';

/**
 * One-time codes sent to a customer's phone (spec §7 `auth/otp/customer/{id}`), e.g. to confirm
 * using a prepaid package. Codes are stored as HMACs under the server key, live
 * `otp_expiration` minutes, at most `otp_max_hourly` are sent per customer per hour, and a code
 * accepts at most `sale_package_otp_max` wrong attempts.
 */
const OTP_SETTINGS = ['otp_expiration', 'otp_max_hourly', 'sale_package_otp_max'] as const;

const partnerTable = entityTables[partners.name];

function codeHash(key: Uint8Array, otpId: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${otpId}:${code}`).digest();
}

export interface OtpDeps {
  key: Uint8Array;
  sender: MessageSender;
}

export async function issueCustomerOtp(tx: Tx, tenantId: string, deps: OtpDeps, customerId: string) {
  if (!partnerTable) throw new Error('crm.partners table missing');
  const [customer] = await tx
    .select({ phone: sql<string | null>`${sql.identifier('dien_thoai')}` })
    .from(partnerTable)
    .where(sql`${sql.identifier('id')} = ${customerId}`);
  if (!customer) throw new ApiError(404, 'RECORD_NOT_FOUND');
  if (!customer.phone) throw new ApiError(400, 'OTP_NO_PHONE');
  const settings = await loadSettings(tx, OTP_SETTINGS);
  const hourAgo = new Date(Date.now() - 3_600_000);
  const [sent] = await tx
    .select({ n: count() })
    .from(customerOtps)
    .where(and(eq(customerOtps.customer_id, customerId), gte(customerOtps.created_at, hourAgo)));
  if ((sent?.n ?? 0) >= settings.otp_max_hourly)
    throw new ApiError(429, 'OTP_THROTTLED', {
      values: { max: settings.otp_max_hourly },
      retry_after_s: 3600,
    });
  const id = uuidv7();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + settings.otp_expiration * 60_000);
  await tx.insert(customerOtps).values({
    tenant_id: tenantId,
    id,
    customer_id: customerId,
    code_hash: codeHash(deps.key, id, code).toString('hex'),
    expires_at: expiresAt,
  });
  const minutes = settings.otp_expiration;
  await sendMessage(tx, tenantId, deps.sender, {
    channel: 'sms',
    to: customer.phone,
    purpose: 'otp',
    body: `Ma xac thuc Sen cua quy khach la ${code}, hieu luc ${minutes} phut. Khong chia se ma nay.`,
    redactedBody: `Ma xac thuc Sen cua quy khach la ******, hieu luc ${minutes} phut. Khong chia se ma nay.`,
  });
  return { phone: maskPhone(customer.phone), expires_at: expiresAt.toISOString(), otp_expiration: minutes };
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks a code against the customer's latest unused one (the sales flows call this). A wrong
 * code counts an attempt; the code is spent once right or once attempts run out.
 */
export async function verifyCustomerOtp(
  tx: Tx,
  key: Uint8Array,
  customerId: string,
  code: string,
): Promise<OtpCheck> {
  const [otp] = await tx
    .select()
    .from(customerOtps)
    .where(and(eq(customerOtps.customer_id, customerId), isNull(customerOtps.used_at)))
    .orderBy(desc(customerOtps.created_at))
    .limit(1)
    .for('update');
  if (!otp || otp.expires_at.getTime() <= Date.now()) return 'expired';
  const maxAttempts = await loadSetting(tx, 'sale_package_otp_max');
  if (otp.attempts >= maxAttempts) return 'locked';
  const expected = Buffer.from(otp.code_hash, 'hex');
  const right = /^\d{6}$/.test(code) && timingSafeEqual(expected, codeHash(key, otp.id, code));
  await tx
    .update(customerOtps)
    .set(right ? { used_at: new Date() } : { attempts: otp.attempts + 1 })
    .where(eq(customerOtps.id, otp.id));
  if (right) return 'ok';
  return otp.attempts + 1 >= maxAttempts ? 'locked' : 'invalid';
}
