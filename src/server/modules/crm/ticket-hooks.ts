import { callMessages } from '../../../contract/api/calls.api.ts';
import type { WriteHooks } from '../../entity-api/hooks.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * The write rules of crm/tickets: the due time after the start, and a new ticket given to the
 * user's own employee when the form named nobody (a note to self at the desk).
 */
export const ticketHooks: WriteHooks = {
  async beforeWrite(_tx, request, next, before) {
    if (!(Date.parse(String(next.han_chot)) > Date.parse(String(next.ngay_bd))))
      throw new ApiError(400, 'VALIDATION', {
        fields: [{ field: 'han_chot', message: request.scope.t(callMessages.dueBeforeStart) }],
      });
    const filled = { ...next };
    const saler = request.scope.user.saler;
    if (!before && !filled.ma_nv && saler) filled.ma_nv = saler;
    if (!before && !filled.ma_nvbh && saler) filled.ma_nvbh = saler;
    return filled;
  },
};
