import { CAMPAIGN_MOVES, campaignMessages } from '../../../contract/api/campaigns.api.ts';
import { CAMPAIGN_STATUSES } from '../../../contract/entities/crm/campaigns.entity.ts';
import type { HookRequest, WriteHooks } from '../../entity-api/hooks.ts';
import { ApiError } from '../../http/errors.ts';
import { audienceQuery } from './campaign-audience.ts';

function statusLabel(request: HookRequest, status: unknown): string {
  const option = CAMPAIGN_STATUSES.find(([value]) => value === status);
  return option ? request.scope.t(option[1]) : String(status);
}

function refuse(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
}

/**
 * The write rules of crm/campaigns: the audience must read as the customers' list filters, a new
 * campaign starts as a draft or running, and the status only moves draft → running → done, or
 * to cancelled; done and cancelled campaigns stay as they are.
 */
export const campaignHooks: WriteHooks = {
  async beforeWrite(_tx, request, next, before) {
    audienceQuery(request.scope, next.loc_kh as string | null);
    const to = String(next.trang_thai);
    if (!before && to !== 'draft' && to !== 'running')
      throw refuse('trang_thai', request.scope.t(campaignMessages.newStatus));
    const from = String(before?.trang_thai ?? to);
    if (before && !CAMPAIGN_MOVES[from]?.includes(to)) {
      const values = { from: statusLabel(request, from), to: statusLabel(request, to) };
      throw refuse('trang_thai', request.scope.t(campaignMessages.statusMove, values));
    }
    return next;
  },
};
