import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { partners } from '../entities/crm/partners.entity.ts';

/**
 * Campaigns and broadcasts (issue 28): the audience is the customers' list query (`loc_kh`, the
 * parameters of GET /api/crm/partners), the results are computed, a broadcast sends one message to
 * each customer of a segment through the message sender, logged in system/sms/logs.
 */

/** The customers' list parameters an audience may hold: its declared filters and the created range. */
export const AUDIENCE_KEYS: readonly string[] = [...partners.filters, 'fromDate', 'toDate', 'searchKey'];

/** `loc_kh` as the list's parameters (`a=1&tags=VIP,MOI`); blank values left out. */
export function audienceParams(text: string | null | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text ?? '')) if (value.trim() !== '') params[name] = value;
  return params;
}

/** The parameters as `loc_kh` text, in the order of AUDIENCE_KEYS, blanks left out. */
export function audienceText(params: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const name of AUDIENCE_KEYS) {
    const value = params[name]?.trim();
    if (value) search.set(name, value);
  }
  return search.toString();
}

export const campaignMessages = {
  unknownFilter: msg`Bộ lọc "{name}" không có trong danh sách khách hàng`,
  badFilter: msg`Bộ lọc khách hàng không hợp lệ: {detail}`,
  statusMove: msg`Không thể chuyển chiến dịch từ "{from}" sang "{to}"`,
  newStatus: msg`Chiến dịch mới phải ở trạng thái Nháp hoặc Đang chạy`,
  notRunnable: msg`Chiến dịch đã kết thúc hoặc đã hủy`,
  noText: msg`Nội dung tin nhắn không được để trống`,
  callChannel: msg`Kênh gọi điện không gửi tin hàng loạt`,
  noPhone: msg`Không có số điện thoại hợp lệ`,
  noEmail: msg`Không có email hợp lệ`,
};

/** Allowed status moves: draft → running → done, cancelled from draft or running. */
export const CAMPAIGN_MOVES: Readonly<Record<string, readonly string[]>> = {
  draft: ['draft', 'running', 'cancelled'],
  running: ['running', 'done', 'cancelled'],
  done: ['done'],
  cancelled: ['cancelled'],
};

/** GET /api/crm/campaigns/:id/results. Money as a decimal string. */
export interface CampaignResults {
  audience: number;
  /** Messages of the campaign's broadcasts, per recipient status. */
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
  /** Calls logged to audience customers within the campaign's dates. */
  calls: number;
  /** Appointments of audience customers booked (created) within the dates. */
  appointments: number;
  /** Audience customers with net sales in the dates (ledger 131 against 511 less 521). */
  buyers: number;
  net_sales: string;
}

/** POST /api/crm/broadcast: a campaign's audience, or filters picked on the spot. */
export const broadcastRequestSchema = z.object({
  campaign_id: z.optional(z.string().trim().min(1).max(64)),
  loc_kh: z.optional(z.string().max(2000)),
  kenh: z.enum(['sms', 'email']),
  noi_dung: z.string().max(1000),
});
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>;

export type RecipientStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** GET /api/crm/broadcast/:id: the broadcast with its progress. */
export interface BroadcastState {
  id: string;
  campaign_id: string | null;
  kenh: string;
  loc_kh: string;
  noi_dung: string;
  trang_thai: 'running' | 'done';
  created_at: string;
  finished_at: string | null;
  total: number;
  counts: Record<RecipientStatus, number>;
}
