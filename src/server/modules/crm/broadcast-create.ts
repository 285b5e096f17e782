import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type BroadcastRequest, campaignMessages } from '../../../contract/api/campaigns.api.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import type { Db } from '../../db/client.ts';
import { crmBroadcastRecipients, crmBroadcasts } from '../../db/crm-tables.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import { col, mainTable } from '../../entity-api/columns.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { ApiError } from '../../http/errors.ts';
import { claimIdempotencyKey, recordIdempotentAnswer } from '../../http/idempotency.ts';
import { audienceQuery, audienceWhere } from './campaign-audience.ts';
import { readCampaign } from './campaign-results.ts';

function refuse(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
}

const VALID_PHONE = '^[0-9]{10,15}$';
const VALID_EMAIL = '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$';

/** Where one customer's message goes: a valid phone (the second when the first is not), or e-mail. */
function recipientOf(kenh: 'sms' | 'email') {
  if (kenh === 'email') return sql`CASE WHEN ${col('email')} ~ ${VALID_EMAIL} THEN ${col('email')} END`;
  return sql`CASE WHEN ${col('dien_thoai')} ~ ${VALID_PHONE} THEN ${col('dien_thoai')}
    WHEN ${col('dien_thoai2')} ~ ${VALID_PHONE} THEN ${col('dien_thoai2')} END`;
}

/** A campaign's audience and channel, refused when it has ended or calls rather than messages. */
async function campaignAudience(tx: Tx, scope: RequestScope, id: string) {
  const campaign = await readCampaign(tx, scope, id);
  if (campaign.trang_thai === 'done' || campaign.trang_thai === 'cancelled')
    throw refuse('campaign_id', scope.t(campaignMessages.notRunnable));
  if (campaign.kenh === 'call') throw refuse('campaign_id', scope.t(campaignMessages.callChannel));
  if (campaign.trang_thai === 'draft')
    await tx.execute(sql`UPDATE crm_campaigns SET trang_thai = 'running', updated_at = now(),
      version = version + 1 WHERE tenant_id = ${scope.tenantId} AND id = ${id}`);
  return String(campaign.loc_kh ?? '');
}

/**
 * Makes a broadcast and its recipients in one transaction: every customer of the segment the user
 * may see, once (the unique (broadcast, customer) index), pending — or skipped with the reason
 * when they have no valid phone (SMS) or e-mail. A broadcast of a draft campaign starts it.
 * The job (broadcast-job.ts) sends them afterwards.
 */
export function createBroadcast(db: Db, scope: RequestScope, request: BroadcastRequest): Promise<string> {
  const text = request.noi_dung.trim();
  if (!text) throw refuse('noi_dung', scope.t(campaignMessages.noText));
  return withTenant(db, scope.tenantId, async (tx) => {
    // A POST repeated with its Idempotency-Key answers the broadcast it made, making no second one.
    await claimIdempotencyKey(tx);
    const filters = request.campaign_id
      ? await campaignAudience(tx, scope, request.campaign_id)
      : (request.loc_kh ?? '');
    const where = audienceWhere(scope, audienceQuery(scope, filters));
    const id = uuidv7();
    const by = scope.user.user_name;
    await tx.insert(crmBroadcasts).values({
      tenant_id: scope.tenantId,
      id,
      campaign_id: request.campaign_id ?? null,
      kenh: request.kenh,
      loc_kh: filters,
      noi_dung: text,
      created_by: by,
      updated_by: by,
    });
    const reason = scope.t(request.kenh === 'sms' ? campaignMessages.noPhone : campaignMessages.noEmail);
    await tx.execute(sql`
      INSERT INTO ${crmBroadcastRecipients}
        (tenant_id, id, broadcast_id, partner_id, ma_kh, ten_kh, recipient, status, reason, created_by, updated_by)
      SELECT ${scope.tenantId}, ${id} || ':' || a.partner_id, ${id}, a.partner_id, a.ma_kh, a.ten_kh, a.recipient,
        CASE WHEN a.recipient IS NULL THEN 'skipped' ELSE 'pending' END,
        CASE WHEN a.recipient IS NULL THEN ${reason} END, ${by}, ${by}
      FROM (SELECT ${col('id')} AS partner_id, ${col('ma_kh')} AS ma_kh, ${col('ten_kh')} AS ten_kh,
              ${recipientOf(request.kenh)} AS recipient
            FROM ${mainTable(partners)} WHERE ${where}) a
      ON CONFLICT DO NOTHING`);
    await recordIdempotentAnswer(tx, 201, { id });
    return id;
  });
}
