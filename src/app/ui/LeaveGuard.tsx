import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { isDiscardingChanges, trackUnsaved } from '../state/unsaved.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** What a leave check reads of where the user is and where they go. */
export interface LeaveLocation {
  pathname: string;
  search: unknown;
}
type Leaves = (current: LeaveLocation, next: LeaveLocation) => boolean;

const otherPage: Leaves = (current, next) => current.pathname !== next.pathname;

/**
 * Leaving unsaved changes (another screen, Back, reload, closing the tab) asks first (spec §8).
 * `dirty` is read when the user leaves, so a ref keeps it current without re-rendering; `leaves`
 * says which navigations count as leaving (by default: to another path).
 */
export function useLeaveGuard(dirty: { readonly current: boolean }, leaves: Leaves = otherPage) {
  // The new-version prompt asks before reloading over it (features/pwa/UpdateBanner.tsx).
  useEffect(() => trackUnsaved(dirty), [dirty]);
  return useBlocker({
    shouldBlockFn: ({ current, next }) => dirty.current && leaves(current, next),
    enableBeforeUnload: () => dirty.current && !isDiscardingChanges(),
    withResolver: true,
  });
}

/** The 'Xác nhận' question of a blocked leave: 'Đồng ý' leaves, 'Hủy bỏ' stays. */
export function LeaveConfirm({
  guard,
  children,
}: {
  guard: ReturnType<typeof useLeaveGuard>;
  children?: ReactNode;
}) {
  return (
    <ConfirmDialog
      isOpen={guard.status === 'blocked'}
      onCancel={() => guard.reset?.()}
      onConfirm={() => guard.proceed?.()}
    >
      {children ?? <Trans>Dữ liệu đã thay đổi nhưng chưa lưu. Bạn có muốn rời khỏi trang?</Trans>}
    </ConfirmDialog>
  );
}
