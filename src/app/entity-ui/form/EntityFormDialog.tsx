import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Entity } from '../../../contract/entity/define.ts';
import { Drawer } from '../../ui/Drawer.tsx';
import { type LeaveLocation, useLeaveGuard } from '../../ui/LeaveGuard.tsx';
import { openWhileMounted } from '../../ui/open-while-mounted.ts';
import { notify } from '../../ui/toasts.ts';
import { type EntityRow, entityRecordQuery } from '../entity-api.ts';
import type { EntityRights } from '../entity-rights.ts';
import { NEW_RECORD } from '../list-search.ts';
import { EntityForm, isCompact } from './EntityForm.tsx';
import { FormActions, UnsavedChanges } from './FormActions.tsx';
import { FormPendingDrawer } from './FormPendingDrawer.tsx';
import { useEntityForm } from './use-entity-form.ts';

interface DialogProps {
  entity: Entity;
  rights: EntityRights;
  onClose: () => void;
  /** A new record's starting values (what the list is filtered to). */
  preset?: Record<string, unknown>;
}

/** Closing the form is leaving too: the open record lives in `?edit=`. */
const leavesForm = (current: LeaveLocation, next: LeaveLocation) =>
  current.pathname !== next.pathname ||
  (current.search as { edit?: string }).edit !== (next.search as { edit?: string }).edit;

function FormPanel({
  entity,
  rights,
  onClose,
  record,
  preset,
}: DialogProps & { record: EntityRow | undefined }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const one = i18n._(entity.one);
  const form = useEntityForm(
    entity,
    record,
    (saved, queued) => {
      const name = String(saved[entity.display] ?? saved[entity.key] ?? '');
      if (queued)
        notify(
          'info',
          t`Đã lưu ${one} ${name} trên thiết bị.`,
          t`Chưa có mạng: thay đổi sẽ được gửi khi có kết nối (xem Hộp thư đi).`,
        );
      else notify('success', record ? t`Đã lưu ${one} ${name}.` : t`Đã thêm ${one} ${name}.`);
      onClose();
    },
    preset,
  );
  const guard = useLeaveGuard(form.dirty, leavesForm);
  const writable = record ? rights.edit : rights.add;
  const keyValue = String(record?.[entity.key] ?? '');
  const title = !record ? t`Thêm ${one}` : writable ? t`Sửa ${one} ${keyValue}` : t`Xem ${one} ${keyValue}`;
  return (
    <Drawer
      {...openWhileMounted(onClose)}
      title={title}
      size={isCompact(entity) ? 'md' : 'lg'}
      footer={
        <FormActions
          writable={writable}
          formId={formId}
          saving={form.mutation.isPending}
          onCancel={onClose}
        />
      }
    >
      <EntityForm entity={entity} form={form} formId={formId} isReadOnly={!writable} />
      <UnsavedChanges guard={guard} />
    </Drawer>
  );
}

function EditPanel({ id, ...props }: DialogProps & { id: string }) {
  // Asked again on opening: an edit should start from the latest version.
  const query = useQuery({ ...entityRecordQuery(props.entity, id), refetchOnMount: 'always' });
  if (query.data) return <FormPanel key={query.data.id} {...props} record={query.data} />;
  return (
    <FormPendingDrawer onClose={props.onClose} error={query.isError ? query.error.message : undefined} />
  );
}

/**
 * The form over the list, opened by the address (`?edit=new`, `?edit=<id>`), so it survives a
 * reload: create needs the add right, an existing record opens editable with the edit right and
 * read-only without it.
 */
export function EntityFormDialog({ id, ...props }: DialogProps & { id: string | undefined }) {
  if (id === undefined) return null;
  if (id === NEW_RECORD) return props.rights.add ? <FormPanel {...props} record={undefined} /> : null;
  return <EditPanel id={id} {...props} />;
}
