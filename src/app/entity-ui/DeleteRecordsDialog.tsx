import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entity } from '../../contract/entity/define.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { notify } from '../ui/toasts.ts';
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
    // Offline the outbox keeps the deletes: the mutation must run, not wait for the network.
    networkMode: 'always',
    mutationFn: async (list: readonly EntityRow[]) => {
      const done: string[] = [];
      let queued = 0;
      try {
        for (const row of list) {
          const written = await deleteRecord(entity, row);
          if (written.queued) queued += 1;
          else done.push(row.id);
        }
      } finally {
        rememberRecord(queryClient, entity, null);
        if (done.length > 0) onDeleted(done);
      }
      return { done: done.length, queued };
    },
    onSuccess: ({ done, queued }) => {
      if (queued > 0)
        notify(
          'info',
          t`Đã lưu ${queued} thao tác xóa trên thiết bị.`,
          t`Chưa có mạng: thay đổi sẽ được gửi khi có kết nối (xem Hộp thư đi).`,
        );
      const count = done;
      if (count > 0) notify('success', t`Đã xóa ${count} dòng.`);
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
