import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entity } from '../../contract/entity/define.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { notify } from '../ui/Toast.tsx';
import { deleteRecord, type EntityRow, rememberRecord } from './entity-api.ts';

/**
 * Deleting one record or the selected ones, after 'Xác nhận'. Records go one by one; the first
 * refusal stops and is shown, and what was already deleted stays deleted (the list is refreshed).
 */
export function DeleteRecordsDialog({
  entity,
  rows,
  onClose,
  onDeleted,
}: {
  entity: Entity;
  rows: readonly EntityRow[] | null;
  onClose: () => void;
  onDeleted: (ids: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (list: readonly EntityRow[]) => {
      const done: string[] = [];
      try {
        for (const row of list) done.push((await deleteRecord(entity, row.id)).id);
      } finally {
        rememberRecord(queryClient, entity, null);
        if (done.length > 0) onDeleted(done);
      }
      return done;
    },
    onSuccess: (done) => {
      const count = done.length;
      notify('success', t`Đã xóa ${count} dòng.`);
      close();
    },
  });
  const close = () => {
    mutation.reset();
    onClose();
  };
  const count = rows?.length ?? 0;
  const first = rows?.[0];
  const name = first ? String(first[entity.display] ?? first[entity.key] ?? '') : '';
  const what = i18n._(entity.one);
  return (
    <ConfirmDialog
      isOpen={rows !== null}
      tone="danger"
      pending={mutation.isPending}
      error={mutation.error?.message}
      onCancel={close}
      onConfirm={() => rows && mutation.mutate(rows)}
    >
      {count === 1 ? (
        <Trans>
          Xóa {what} “{name}”? Thao tác này không hoàn tác được.
        </Trans>
      ) : (
        <Plural value={count} other="Xóa # dòng đã chọn? Thao tác này không hoàn tác được." />
      )}
    </ConfirmDialog>
  );
}
