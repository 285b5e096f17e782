import { callMessages } from '../../../contract/api/calls.api.ts';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { HookRequest, WriteHooks } from '../../entity-api/hooks.ts';
import type { Row } from '../../entity-api/records.ts';
import { ApiError } from '../../http/errors.ts';
import { loadSettings } from '../system/setting-store.ts';
import { customerOfPhone } from './phone-match.ts';

/**
 * The write rules of crm/call-logs and crm/call-center: the customer found by the phone's digits
 * when not named, the staff member defaulting to the user's employee, and the two settings of
 * spec §9: `crm_calllog_status` (a result is required) and `crm_calllog_force_task` (a new log
 * needs its follow-up appointment; POST crm/call-logs/call creates both in one transaction).
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
}

async function withCustomer(tx: Tx, next: Row): Promise<Row> {
  const phone = text(next.dien_thoai);
  if (text(next.ma_kh) || !phone) return next;
  return { ...next, ma_kh: await customerOfPhone(tx, phone) };
}

async function checkSettings(tx: Tx, request: HookRequest, next: Row, before: Row | null): Promise<void> {
  const settings = await loadSettings(tx, ['crm_calllog_status', 'crm_calllog_force_task']);
  const t = request.scope.t;
  if (settings.crm_calllog_status && !text(next.trang_thai)) {
    const field = t(callLogs.fields.trang_thai?.label ?? callMessages.resultRequired);
    throw invalid('trang_thai', t(callMessages.resultRequired, { field }));
  }
  if (settings.crm_calllog_force_task && !before && !text(next.ma_lh))
    throw invalid('ma_lh', t(callMessages.taskRequired));
}

export const callLogHooks: WriteHooks = {
  async beforeWrite(tx, request, next, before) {
    await checkSettings(tx, request, next, before);
    const filled = await withCustomer(tx, next);
    if (!before && !text(filled.ma_nv) && request.scope.user.saler) filled.ma_nv = request.scope.user.saler;
    return filled;
  },
};

/** The switchboard's calls: only the customer is filled (the provider names the rest). */
export const callCenterHooks: WriteHooks = {
  beforeWrite: (tx, _request, next) => withCustomer(tx, next),
};
