import { boolean, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredTexts, ts } from './columns.ts';
import { tenantTable } from './tenant-table.ts';

/**
 * A message sent to a customer segment (/crm/broadcast): the filters it was chosen by, the text,
 * and whether its job has finished. Its recipients are the rows below, fixed when it was made.
 */
export const crmBroadcasts = tenantTable('crm_broadcasts', {
  /** The campaign it belongs to (crm_campaigns.id), or null for a segment picked on the spot. */
  campaign_id: text('campaign_id'),
  kenh: text('kenh').notNull(),
  loc_kh: text('loc_kh').notNull().default(''),
  noi_dung: text('noi_dung').notNull(),
  /** running (its job has recipients left to try) or done. */
  trang_thai: text('trang_thai').notNull().default('running'),
  finished_at: ts('finished_at'),
});

/**
 * One customer of a broadcast. (broadcast, customer) is unique, and a row is claimed (pending or
 * failed → sending, committed) before its message goes out, so a retried or raced broadcast never
 * sends one customer twice (modules/crm/broadcast-job.ts).
 */
export const crmBroadcastRecipients = tenantTable(
  'crm_broadcast_recipients',
  {
    ...requiredTexts('broadcast_id', 'partner_id', 'ma_kh', 'ten_kh'),
    /** The phone digits or e-mail address it goes to (null when the customer has none valid). */
    recipient: text('recipient'),
    /** pending → sending → sent | failed; skipped when there is nowhere to send it. */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    sent_at: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('crm_broadcast_recipients_once').on(t.tenant_id, t.broadcast_id, t.partner_id),
    index('crm_broadcast_recipients_status_idx').on(t.tenant_id, t.broadcast_id, t.status),
  ],
);

/**
 * The follow-up tickets an after-care plan step (crm_services) made for a posted service slip:
 * one per slip and step (unique), so reposting or editing the slip never makes a second, and
 * cancelling the slip finds the open ones. `auto_cancelled` marks those the slip cancelled (a
 * repost reopens them; one a user cancelled stays cancelled).
 */
export const crmAftercareFollowups = tenantTable(
  'crm_aftercare_followups',
  {
    ...requiredTexts('stt_rec', 'ma_cs', 'ticket_id'),
    auto_cancelled: boolean('auto_cancelled').notNull().default(false),
  },
  (t) => [uniqueIndex('crm_aftercare_followups_once').on(t.tenant_id, t.stt_rec, t.ma_cs)],
);
