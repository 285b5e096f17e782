import { sql } from 'drizzle-orm';
import type { CampaignResults } from '../../../contract/api/campaigns.api.ts';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import { campaigns } from '../../../contract/entities/crm/campaigns.entity.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { crmBroadcastRecipients, crmBroadcasts } from '../../db/crm-tables.ts';
import { glLedger } from '../../db/ledger-tables.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import { mainTable } from '../../entity-api/columns.ts';
import { entityModels, type RequestScope } from '../../entity-api/model.ts';
import { findRecord, type Row } from '../../entity-api/records.ts';
import { audienceQuery, audienceWhere } from './campaign-audience.ts';

const [campaignModel] = entityModels([campaigns]);

/** The campaign as the user may read it (branch scope), or 404. */
export function readCampaign(tx: Tx, scope: RequestScope, id: string): Promise<Row> {
  if (!campaignModel) throw new Error('crm.campaigns model missing');
  return findRecord(tx, campaignModel, id, { scope, tenantId: scope.tenantId });
}

/** Messages of the campaign's broadcasts by recipient status. */
async function messageCounts(tx: Tx, campaignId: string): Promise<Record<string, number>> {
  const rows = rowsOf<{ status: string; n: number }>(
    await tx.execute(sql`SELECT r.status, count(*)::int AS n
      FROM ${crmBroadcastRecipients} r JOIN ${crmBroadcasts} b ON b.id = r.broadcast_id
      WHERE b.campaign_id = ${campaignId} GROUP BY r.status`),
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/**
 * A campaign's results over its dates, for the customers of its audience the user may see: calls
 * logged to them, appointments booked for them (created in the dates), and those who bought — net
 * sales from the general ledger as the CRM reports take them (131 against 511 less 521, VAT out).
 */
export async function campaignResults(db: Db, scope: RequestScope, id: string): Promise<CampaignResults> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const campaign = await readCampaign(tx, scope, id);
    const where = audienceWhere(scope, audienceQuery(scope, campaign.loc_kh as string | null));
    const from = String(campaign.ngay_bd);
    const to = String(campaign.ngay_kt);
    const start = sql`(CAST(${from} AS date)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`;
    const end = sql`((CAST(${to} AS date) + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`;
    const [row] = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        WITH aud AS (SELECT t.ma_kh FROM ${mainTable(partners)} WHERE ${where}),
        spent AS (
          SELECT g.ma_kh, SUM(g.ps_no - g.ps_co) AS net FROM ${glLedger} g
          WHERE g.tk LIKE '131%' AND (g.tk_du LIKE '511%' OR g.tk_du LIKE '521%')
            AND g.ngay_ct BETWEEN ${from} AND ${to} AND g.ma_kh IN (SELECT ma_kh FROM aud)
          GROUP BY g.ma_kh HAVING SUM(g.ps_no - g.ps_co) > 0
        )
        SELECT (SELECT count(*)::int FROM aud) AS audience,
          (SELECT count(*)::int FROM ${sql.identifier(callLogs.table)} c
             WHERE c.ma_kh IN (SELECT ma_kh FROM aud) AND c.ngay_goi >= ${start} AND c.ngay_goi < ${end}) AS calls,
          (SELECT count(*)::int FROM ${sql.identifier(tasks.table)} a
             WHERE a.ma_kh IN (SELECT ma_kh FROM aud) AND a.created_at >= ${start} AND a.created_at < ${end}) AS appointments,
          (SELECT count(*)::int FROM spent) AS buyers,
          (SELECT coalesce(SUM(net), 0)::text FROM spent) AS net_sales`),
    );
    const counts = await messageCounts(tx, id);
    return {
      audience: Number(row?.audience ?? 0),
      sent: counts.sent ?? 0,
      failed: counts.failed ?? 0,
      skipped: counts.skipped ?? 0,
      pending: (counts.pending ?? 0) + (counts.sending ?? 0),
      calls: Number(row?.calls ?? 0),
      appointments: Number(row?.appointments ?? 0),
      buyers: Number(row?.buyers ?? 0),
      net_sales: String(row?.net_sales ?? '0'),
    };
  });
}
