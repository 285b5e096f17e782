import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { discardUnsavedChanges, hasUnsavedChanges } from '../../state/unsaved.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { appUpdate, reloadIntoNewVersion } from './app-update.ts';

/**
 * 'Đã có phiên bản mới' with "Tải lại" while a new version waits (app-update.ts). It stays until
 * used or closed (a passing toast could go unseen), and never reloads over an unsaved form: with
 * one open it asks 'Xác nhận' first, and "Hủy bỏ" keeps the page as it is.
 */
export function UpdateBanner() {
  const { t } = useLingui();
  const { waiting } = useSnapshot(appUpdate);
  const [closed, setClosed] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!waiting || closed) return null;
  const reload = () => {
    if (hasUnsavedChanges()) setAsking(true);
    else reloadIntoNewVersion();
  };
  return (
    <>
      <section
        aria-label={t`Cập nhật ứng dụng`}
        data-testid="update-banner"
        className="fixed right-3 bottom-3 left-3 z-40 mx-auto flex max-w-md items-center gap-3 rounded-card bg-surface py-2.5 pr-2 pl-4 shadow-card ring-1 ring-line/60 sm:left-auto"
      >
        <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
        <p role="status" className="min-w-0 flex-1 text-sm font-medium text-heading">
          <Trans>Đã có phiên bản mới</Trans>
        </p>
        <Button size="sm" onPress={reload}>
          <Trans>Tải lại</Trans>
        </Button>
        <AriaButton
          aria-label={t`Để sau`}
          onPress={() => setClosed(true)}
          className="grid size-8 cursor-pointer place-items-center rounded-md text-muted outline-none hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <X aria-hidden="true" className="size-4" />
        </AriaButton>
      </section>
      <ConfirmDialog
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          discardUnsavedChanges();
          reloadIntoNewVersion();
        }}
      >
        <Trans>
          Dữ liệu đã thay đổi nhưng chưa lưu. Tải lại sẽ bỏ các thay đổi này. Bạn có muốn tải lại?
        </Trans>
      </ConfirmDialog>
    </>
  );
}
