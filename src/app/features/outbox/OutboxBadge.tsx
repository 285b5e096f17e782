import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { outbox } from '../../data/outbox.ts';
import { countByState } from '../../data/outbox-queue.ts';
import { toneClasses } from '../../ui/Badge.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { answerSignOut, signOutQuestion } from './sign-out-guard.ts';
import { useOutboxSync } from './use-outbox-sync.ts';

function OutboxSignOutConfirm() {
  const { open, count } = useSnapshot(signOutQuestion);
  return (
    <ConfirmDialog isOpen={open} onCancel={() => answerSignOut(false)} onConfirm={() => answerSignOut(true)}>
      <Plural
        value={count}
        one="Còn # thay đổi chưa gửi lên máy chủ. Thay đổi được giữ trên thiết bị này và sẽ gửi khi bạn đăng nhập lại tại đây. Vẫn đăng xuất?"
        other="Còn # thay đổi chưa gửi lên máy chủ. Các thay đổi được giữ trên thiết bị này và sẽ gửi khi bạn đăng nhập lại tại đây. Vẫn đăng xuất?"
      />
    </ConfirmDialog>
  );
}

/**
 * The navbar's outbox chip (shown only while something waits): the pending count, or a warning
 * when an item needs the user (a conflict or a failure). It also runs the outbox's replays.
 */
export function OutboxBadge() {
  const { t } = useLingui();
  useOutboxSync();
  const { items } = useSnapshot(outbox);
  const { pending, attention } = countByState(items);
  const total = pending + attention;
  const tone = attention > 0 ? 'danger' : 'warning';
  const Icon = attention > 0 ? TriangleAlert : CloudUpload;
  const label =
    attention > 0
      ? t`Hộp thư đi: ${attention} cần xử lý, ${pending} chờ gửi`
      : t`Hộp thư đi: ${pending} chờ gửi`;
  return (
    <>
      {total > 0 ? (
        <Link
          to="/user/outbox"
          aria-label={label}
          title={label}
          data-testid="outbox-badge"
          className={`inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-semibold tabular-nums outline-none focus-visible:outline-2 focus-visible:outline-primary-500 ${toneClasses[tone].tint}`}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{total}</span>
        </Link>
      ) : null}
      <OutboxSignOutConfirm />
    </>
  );
}
