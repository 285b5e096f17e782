import { z } from 'zod';
import type { BroadcastRequest } from '../../../contract/api/campaigns.api.ts';
import { apiGet, apiPost } from '../../data/api.ts';

/** The bespoke calls of campaigns and broadcasts (src/server/modules/crm/campaign.routes.ts). */

const resultsSchema = z.object({
  audience: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  pending: z.number(),
  calls: z.number(),
  appointments: z.number(),
  buyers: z.number(),
  net_sales: z.string(),
});

const statusCounts = z.object({
  pending: z.number(),
  sending: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
});

const broadcastSchema = z.object({
  id: z.string(),
  campaign_id: z.string().nullable(),
  kenh: z.string(),
  loc_kh: z.string(),
  noi_dung: z.string(),
  trang_thai: z.enum(['running', 'done']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  total: z.number(),
  counts: statusCounts,
});
export type Broadcast = z.infer<typeof broadcastSchema>;

const recipientSchema = z.looseObject({
  id: z.string(),
  ma_kh: z.string(),
  ten_kh: z.string(),
  recipient: z.string().nullable(),
  status: z.string(),
  reason: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

const recipientsSchema = z.object({ items: z.array(recipientSchema), total: z.number() });

const path = (id: string) => `crm/broadcast/${encodeURIComponent(id)}`;

export const campaignResults = (id: string) =>
  apiGet(`crm/campaigns/${encodeURIComponent(id)}/results`, resultsSchema);

export const sendBroadcast = (request: BroadcastRequest) =>
  apiPost('crm/broadcast', request, z.object({ id: z.string() }));

export const broadcastState = (id: string) => apiGet(path(id), broadcastSchema);

export const broadcastRecipients = (id: string, pageIndex: number) =>
  apiGet(`${path(id)}/recipients?pageIndex=${pageIndex}&pageSize=50&sortKey=ma_kh`, recipientsSchema);

export const retryBroadcast = (id: string) => apiPost(`${path(id)}/retry`, {}, z.object({ id: z.string() }));
