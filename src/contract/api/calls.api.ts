import { msg } from '@lingui/core/macro';

/**
 * crm/call-logs and crm/tickets beyond the generic entity routes: POST crm/call-logs/call (a call
 * logged by hand with its follow-up appointment, one transaction) and the ticket calendar's feed.
 * The body of the call: `{ call: <call log>, task?: <appointment> }`; field errors name
 * `call.<field>` or `task.<field>`.
 */
export const callMessages = {
  taskRequired: msg`Cần tạo lịch hẹn tiếp theo cho cuộc gọi này`,
  resultRequired: msg`{field} không được để trống`,
  dueBeforeStart: msg`Hạn chót phải sau thời điểm bắt đầu`,
};

/** Where a hand-logged call and its follow-up appointment are posted together. */
export const CALL_WITH_TASK_PATH = 'crm/call-logs/call';
