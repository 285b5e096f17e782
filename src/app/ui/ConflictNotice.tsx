import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';

/**
 * A save refused because someone else changed the record meanwhile (409): what happened, and
 * "Tải lại" to load the latest version, dropping what the form held.
 */
export function ConflictNotice({
  message,
  hint,
  onReload,
}: {
  message: ReactNode;
  hint?: ReactNode;
  onReload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Alert tone="warning">
      <p className="font-medium">{message}</p>
      <p className="mt-0.5">
        {hint ?? <Trans>Tải lại để xem bản mới nhất; các thay đổi chưa lưu trong biểu mẫu sẽ bị bỏ.</Trans>}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-2 bg-surface"
        isPending={busy}
        onPress={() => {
          setBusy(true);
          void onReload().finally(() => setBusy(false));
        }}
      >
        <RotateCw aria-hidden="true" className="size-4" />
        <Trans>Tải lại</Trans>
      </Button>
    </Alert>
  );
}
