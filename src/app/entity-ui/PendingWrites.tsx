import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { Entity } from '../../contract/entity/define.ts';
import { outbox } from '../data/outbox.ts';
import type { OutboxOp } from '../data/outbox-queue.ts';

/** How many queued writes of one entity the strip names before "…". */
const SHOWN = 5;

/**
 * Above an entity's list: its writes still in the outbox (saved on this device, not yet on the
 * server, so the rows below do not show them yet), and a link to the outbox screen.
 */
export function PendingWrites({ entity }: { entity: Entity }) {
  const { t } = useLingui();
  const { items } = useSnapshot(outbox);
  const mine = items.filter((item) => item.entity === entity.name);
  if (mine.length === 0) return null;
  const attention = mine.some((item) => item.state !== 'pending');
  const ops: Record<OutboxOp, string> = { create: t`Thêm`, update: t`Sửa`, patch: t`Sửa`, delete: t`Xóa` };
  const Icon = attention ? TriangleAlert : CloudUpload;
  const count = mine.length;
  return (
    <div
      role="status"
      data-testid="pending-writes"
      className={`flex flex-wrap items-start gap-x-3 gap-y-1 border-b border-line px-4 py-2.5 text-sm sm:px-5 ${attention ? 'bg-danger-50 text-danger-ink' : 'bg-warning-50 text-warning-ink'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {attention ? (
            <Trans>{count} thay đổi chưa gửi được, cần bạn xử lý.</Trans>
          ) : (
            <Trans>{count} thay đổi lưu trên thiết bị, chờ gửi lên máy chủ.</Trans>
          )}
        </p>
        <ul className="flex flex-wrap gap-x-3">
          {mine.slice(0, SHOWN).map((item) => (
            <li key={item.id}>
              {ops[item.op]} “{item.label}”
            </li>
          ))}
          {count > SHOWN ? <li>…</li> : null}
        </ul>
      </div>
      <Link to="/user/outbox" className="font-medium underline underline-offset-2">
        <Trans>Mở hộp thư đi</Trans>
      </Link>
    </div>
  );
}
