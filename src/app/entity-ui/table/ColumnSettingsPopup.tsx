import { Suspense } from 'react';
import { eagerLazy } from '../../ui/eager-lazy.ts';
import { LoadingWhileMounted } from '../../ui/LoadingOverlay.tsx';
import type { ListColumns } from './use-list-parts.ts';

/*
 * The column settings with their number field are fetched once a list is on screen, not before
 * its rows (`preload`); asked for sooner, the loading overlay shows meanwhile.
 */
export const TableSettingsDialog = eagerLazy(() =>
  import('./TableSettingsDialog.tsx').then((module) => module.TableSettingsDialog),
);

/** The settings popup of a list (visible columns, order, widths), while `isOpen`. */
export function ColumnSettingsPopup<R>({
  isOpen,
  onOpenChange,
  columns,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  columns: ListColumns<R>;
}) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={<LoadingWhileMounted />}>
      <TableSettingsDialog
        isOpen
        onOpenChange={onOpenChange}
        layout={columns.layout}
        defaults={columns.defaults}
        labels={new Map(columns.all.map((c) => [c.id, c.label]))}
        onSave={columns.settings.save}
        saving={columns.settings.saving}
      />
    </Suspense>
  );
}
