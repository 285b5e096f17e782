import {
  employeeExistsSchema,
  partnerAuditSchema,
  partnerSearchSchema,
  type TransferRequest,
  transferResultSchema,
  vipRankingSchema,
} from '../../../contract/api/crm.api.ts';
import { apiGet, apiPost } from '../../data/api.ts';

/** The bespoke CRM calls (src/server/modules/crm) the customer screens make. */

export const searchPartners = (searchKey: string, signal?: AbortSignal) =>
  apiGet(`crm/partners-search?searchKey=${encodeURIComponent(searchKey)}`, partnerSearchSchema, { signal });

export const transferPartners = (request: TransferRequest) =>
  apiPost('crm/partners-transfer', request, transferResultSchema);

export const partnerAudit = (id: string) =>
  apiGet(`crm/partners/${encodeURIComponent(id)}/audit`, partnerAuditSchema);

/** unique-partner-phone-employee (spec §5): who already handles the phone, besides customer `id`. */
export function phoneHolder(phone: string, id: string | undefined) {
  const at = id ? `crm/partners/${encodeURIComponent(id)}` : 'crm/partners';
  return apiGet(`${at}/exists/phone/${encodeURIComponent(phone)}/employee`, employeeExistsSchema);
}

/** The VIP ranking over a period: net sales between the dates against the VIP levels. */
export const vipRanking = (fromDate: string, toDate: string, signal?: AbortSignal) =>
  apiGet(`crm/partners-vip?fromDate=${fromDate}&toDate=${toDate}`, vipRankingSchema, { signal });
