import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';

/**
 * Every SMS / e-mail the system sent (nhật ký SMS), read-only: rows are written by
 * server/modules/messaging/sender.ts. The table keeps its name `message_logs` and its columns.
 */
export const smsLogs = defineEntity({
  name: 'system.sms-logs',
  path: 'system/sms/logs',
  table: 'message_logs',
  title: msg`Nhật ký SMS`,
  one: msg`tin nhắn`,
  readOnly: true,
  fields: {
    channel: f.enum(
      msg`Kênh`,
      [
        ['sms', msg`SMS`],
        ['email', msg`Email`],
      ],
      { required: true },
    ),
    recipient: f.text(msg`Người nhận`, { required: true, max: 320 }),
    purpose: f.text(msg`Mục đích`, { required: true, max: 64 }),
    body: f.text(msg`Nội dung`, { required: true, max: 4000, multiline: true, wide: true }),
    provider: f.text(msg`Nhà cung cấp`, { required: true, max: 64 }),
    status: f.enum(
      msg`Trạng thái`,
      [
        ['sent', msg`Đã gửi`],
        ['logged', msg`Chỉ ghi nhật ký`],
        ['failed', msg`Gửi lỗi`],
      ],
      { required: true },
    ),
    /** The gateway's id of the message: what identifies it outside (null for the local log). */
    provider_message_id: f.text(msg`Mã tin của nhà cung cấp`, { max: 200 }),
  },
  key: 'provider_message_id',
  display: 'recipient',
  list: {
    columns: ['created_at', 'channel', 'recipient', 'purpose', 'provider', 'status'],
  },
  search: ['recipient', 'body'],
  filters: ['channel', 'purpose', 'status'],
  dateField: 'created_at',
});
