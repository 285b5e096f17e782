import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TASK_STATUS_COLORS } from '../../../contract/domain/task-status.ts';
import { TASK_STATUS_OPTIONS, tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import {
  TICKET_STATUS_COLORS,
  TICKET_STATUS_OPTIONS,
  tickets,
} from '../../../contract/entities/crm/tickets.entity.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import type { EnumField } from '../../../contract/entity/fields.ts';
import type { CalendarView } from './calendar-search.ts';

/**
 * What makes one calendar of the shared machinery (this folder): the entity it books, its feed,
 * the field that ends an item, the views it offers, its form and its words. Appointments
 * (/crm/task/calendar) and work tickets (/crm/ticket/calendar) are two kinds; the grid, the
 * gestures, the keyboard, the address and the saves are the same code.
 */
export interface CalendarKind {
  readonly entity: Entity;
  /** GET feed under /api (calendar-feed.ts on the server). */
  readonly feed: string;
  /** The screen, for breadcrumbs and links. */
  readonly title: MessageDescriptor;
  readonly views: readonly CalendarView[];
  /** The record field the item's end (`ngay_kt` of the feed) is written to. */
  readonly end: string;
  /** The form's fields, in the order the desk fills them. */
  readonly formFields: readonly string[];
  readonly statusOptions: EnumField['options'];
  readonly statusColors: Readonly<Record<string, string>>;
  /** Values a new item starts with besides its times. */
  readonly newValues: Readonly<Record<string, unknown>>;
  /** Words with `{code}`: "Lịch hẹn {code}", "Đã thêm…", "Xóa…?". */
  readonly words: {
    readonly item: MessageDescriptor;
    readonly add: MessageDescriptor;
    readonly added: MessageDescriptor;
    readonly saved: MessageDescriptor;
    readonly notSaved: MessageDescriptor;
    readonly remove: MessageDescriptor;
    readonly tooMany: MessageDescriptor;
  };
}

export const TASK_CALENDAR: CalendarKind = {
  entity: tasks,
  feed: 'crm/tasks/calendar',
  title: msg`Lịch hẹn`,
  views: ['day', 'week', 'month', 'staff', 'room'],
  end: 'ngay_kt',
  formFields: [
    'ma_kh',
    'ma_loai',
    'ngay_bd',
    'ngay_kt',
    'ma_nv',
    'ma_phong',
    'trang_thai',
    'nhac_truoc',
    'dich_vu',
    'ma_dvcs',
    'ghi_chu',
  ],
  statusOptions: TASK_STATUS_OPTIONS,
  statusColors: TASK_STATUS_COLORS,
  newValues: { trang_thai: 'scheduled', nhac_truoc: 15 },
  words: {
    item: msg`Lịch hẹn {code}`,
    add: msg`Thêm lịch hẹn`,
    added: msg`Đã thêm lịch hẹn {code}.`,
    saved: msg`Đã lưu lịch hẹn {code}.`,
    notSaved: msg`Không lưu được lịch hẹn`,
    remove: msg`Xóa lịch hẹn {code}?`,
    tooMany: msg`Có quá nhiều lịch hẹn để hiện hết: hãy chọn một chi nhánh hoặc xem theo ngày.`,
  },
};

export const TICKET_CALENDAR: CalendarKind = {
  entity: tickets,
  feed: 'crm/tickets/calendar',
  title: msg`Lịch công việc`,
  views: ['day', 'week', 'month', 'staff'],
  end: 'han_chot',
  formFields: [
    'tieu_de',
    'ma_kh',
    'ma_loai',
    'ma_nv',
    'uu_tien',
    'ngay_bd',
    'han_chot',
    'trang_thai',
    'ma_dvcs',
    'noi_dung',
  ],
  statusOptions: TICKET_STATUS_OPTIONS,
  statusColors: TICKET_STATUS_COLORS,
  newValues: { trang_thai: 'open', uu_tien: 'normal' },
  words: {
    item: msg`Phiếu công việc {code}`,
    add: msg`Thêm phiếu công việc`,
    added: msg`Đã thêm phiếu công việc {code}.`,
    saved: msg`Đã lưu phiếu công việc {code}.`,
    notSaved: msg`Không lưu được phiếu công việc`,
    remove: msg`Xóa phiếu công việc {code}?`,
    tooMany: msg`Có quá nhiều phiếu công việc để hiện hết: hãy chọn một chi nhánh hoặc xem theo ngày.`,
  },
};

/** The item's code as the record holds it (appointments' `ma_lh`, tickets' `so_phieu`). */
export function codeOf(kind: CalendarKind, record: Record<string, unknown> | null | undefined): string {
  return String(record?.[kind.entity.key] ?? '');
}
