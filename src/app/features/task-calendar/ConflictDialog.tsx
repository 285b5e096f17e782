import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Clock } from 'lucide-react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { PendingConfirm } from './use-task-save.ts';

/** The overlap / shift warning of a save, naming the other bookings; agreeing saves anyway. */
export function ConflictDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: PendingConfirm | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const overlaps = pending?.conflicts.some((conflict) => conflict.kind !== 'shift') ?? false;
  return (
    <ConfirmDialog isOpen={pending !== null} pending={busy} onCancel={onCancel} onConfirm={onConfirm}>
      <div className="grid gap-3" data-testid="task-conflicts">
        <p className="font-medium text-heading">
          {overlaps ? <Trans>Lịch hẹn này bị trùng:</Trans> : <Trans>Lịch hẹn này cần xác nhận:</Trans>}
        </p>
        <ul className="grid gap-2">
          {(pending?.conflicts ?? []).map((conflict) => (
            <li
              key={`${conflict.kind}-${conflict.id ?? ''}`}
              className="flex gap-2 rounded-md bg-warning-50 p-2 text-sm text-warning-ink"
            >
              {conflict.kind === 'shift' ? (
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              <span>{conflict.message}</span>
            </li>
          ))}
        </ul>
        <p>
          <Trans>Bạn vẫn muốn lưu lịch hẹn?</Trans>
        </p>
      </div>
    </ConfirmDialog>
  );
}
