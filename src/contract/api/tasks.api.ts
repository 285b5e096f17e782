import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';

/**
 * crm/tasks beyond the generic entity routes: the calendar feed and what a write answers when it
 * needs a confirmation (TASK_CONFIRM, 409) or is refused (TASK_OVERLAP_DENIED, 403).
 */

/** Query parameter a write carries once the user confirmed the overlap or shift warnings. */
export const CONFIRM_PARAM = 'confirm';

/** One reason a booking needs a confirmation, as `conflicts[]` of the error body carries it. */
export type TaskConflict = {
  kind: 'staff' | 'room' | 'shift';
  /** Translated sentence naming the other booking (or the shift). */
  message: string;
  /** The other booking (staff and room overlaps). */
  id?: string;
  ma_lh?: string;
  ngay_bd?: string;
  ngay_kt?: string;
};

export const taskMessages = {
  staffOverlap: msg`{staff} đã có lịch hẹn {code} ({customer}) từ {from} đến {to}`,
  roomOverlap: msg`Phòng {room} đã có lịch hẹn {code} ({customer}) từ {from} đến {to}`,
  outsideShift: msg`{from}–{to} nằm ngoài ca {shift} ({shiftFrom}–{shiftTo}) của {staff}`,
  endBeforeStart: msg`Kết thúc phải sau bắt đầu`,
  tooLong: msg`Một lịch hẹn dài tối đa 24 giờ`,
  statusMove: msg`Không thể chuyển trạng thái từ "{from}" sang "{to}"`,
  reminderTitle: msg`Sắp đến lịch hẹn {code}`,
  reminderBody: msg`{customer} lúc {time}{room}`,
};

/** GET crm/tasks/calendar: every booking overlapping [fromDate, toDate] (dates, inclusive). */
export const calendarQuerySchema = z.object({
  fromDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  toDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Branch codes, comma-separated; none: every branch of the request. */
  ma_dvcs: z.optional(z.string()),
});

/**
 * One item on a calendar, the fields the grid draws with names resolved. Appointments fill it as
 * named; the ticket feed puts the ticket number in `ma_lh`, its due time in `ngay_kt` and its
 * title in `tieu_de` (server/modules/crm/tickets.routes.ts).
 */
export interface CalendarTask {
  id: string;
  version: number;
  ma_lh: string;
  ma_kh: string;
  ten_kh: string | null;
  /** A ticket's title, shown before the customer. */
  tieu_de?: string | null;
  ma_loai: string | null;
  ten_loai: string | null;
  mau: string | null;
  ngay_bd: string;
  ngay_kt: string;
  ma_nv: string | null;
  ten_nv: string | null;
  ma_phong: string | null;
  ten_phong: string | null;
  trang_thai: string;
  ma_dvcs: string;
  dich_vu: string[] | null;
  ghi_chu: string | null;
}

/** A column of the resource view. */
export interface CalendarResource {
  code: string;
  name: string;
  ma_dvcs: string;
  /** Staff: their shift, 'HH:mm' (the grid shades the hours outside it). */
  shift_from?: string | null;
  shift_to?: string | null;
}

export interface CalendarResponse {
  tasks: CalendarTask[];
  staff: CalendarResource[];
  rooms: CalendarResource[];
  /** The calendar draws at most this many bookings; `truncated` says more exist. */
  truncated: boolean;
}

/** Most bookings one calendar answer carries (a busy week of a large branch fits). */
export const CALENDAR_MAX_TASKS = 5000;
