import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatInstant } from '../../../contract/domain/format.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import type { OutboxItem, OutboxOp, OutboxState } from '../../data/outbox-queue.ts';
import { Badge, type Tone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';

const STATE_TONES: Record<OutboxState, Tone> = { pending: 'warning', conflict: 'danger', failed: 'danger' };

function useLabels() {
  const { t } = useLingui();
  const ops: Record<OutboxOp, string> = { create: t`Thêm`, update: t`Sửa`, patch: t`Sửa`, delete: t`Xóa` };
  const states: Record<OutboxState, string> = {
    pending: t`Chờ gửi`,
    conflict: t`Xung đột`,
    failed: t`Bị từ chối`,
  };
  return { ops, states };
}

/** What the user can do about the item: try again, edit it again in its form, or drop it. */
function Actions({
  item,
  onRetry,
  onEdit,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: () => void;
  onEdit: (() => unknown) | null;
  onDiscard: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {onEdit && item.state !== 'pending' ? (
        <Button size="sm" onPress={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Sửa lại</Trans>
        </Button>
      ) : null}
      {item.state !== 'conflict' ? (
        <Button size="sm" variant="outline" onPress={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Gửi lại</Trans>
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onPress={onDiscard}>
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Bỏ</Trans>
      </Button>
    </div>
  );
}

/** One queued write: what, on which record, since when, its state and the server's words. */
export function OutboxItemRow({
  item,
  entity,
  onRetry,
  onEdit,
  onDiscard,
}: {
  item: OutboxItem;
  entity: Entity | undefined;
  onRetry: () => void;
  onEdit: (() => unknown) | null;
  onDiscard: () => void;
}) {
  const { i18n } = useLingui();
  const { ops, states } = useLabels();
  const what = entity ? i18n._(entity.one) : item.entityPath;
  const { problem } = item;
  return (
    <li
      className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[1fr_auto] md:items-center"
      data-testid="outbox-item"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATE_TONES[item.state]} dot>
            {states[item.state]}
          </Badge>
          <span className="font-medium break-words text-heading">
            {ops[item.op]} {what} {item.label ? `“${item.label}”` : ''}
          </span>
        </div>
        <p className="text-sm text-muted">
          <Trans>
            Lưu lúc {formatInstant(item.createdAt, BUSINESS_TIME_ZONE)} · đã thử gửi {item.attempts} lần
          </Trans>
        </p>
        {problem ? (
          <div
            className={`text-sm ${item.state === 'pending' ? 'text-muted' : 'text-danger-ink'}`}
            role="note"
          >
            <p>
              {problem.code === 'NETWORK' ? (
                <Trans>Chưa có kết nối tới máy chủ; sẽ tự gửi lại khi có mạng.</Trans>
              ) : (
                problem.message
              )}
            </p>
            {problem.fields?.length ? (
              <ul className="list-disc pl-5">
                {problem.fields.map((field) => (
                  <li key={field.field}>{field.message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <Actions item={item} onRetry={onRetry} onEdit={onEdit} onDiscard={onDiscard} />
    </li>
  );
}
