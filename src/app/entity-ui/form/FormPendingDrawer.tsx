import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../ui/Alert.tsx';
import { Drawer } from '../../ui/Drawer.tsx';
import { openWhileMounted } from '../../ui/open-while-mounted.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';

/**
 * The form's drawer before the form can show: its code on its way (EntityListPage), the record on
 * its way (EditPanel), or the record that could not be read (`error`).
 */
export function FormPendingDrawer({ onClose, error }: { onClose: () => void; error?: string | undefined }) {
  const { t } = useLingui();
  return (
    <Drawer
      {...openWhileMounted(onClose)}
      title={error === undefined ? t`Đang tải dữ liệu…` : t`Không mở được dữ liệu`}
    >
      {error === undefined ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : (
        <Alert>{error}</Alert>
      )}
    </Drawer>
  );
}
