import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { partnerTransfers } from '../../../contract/entities/crm/partners-transfer-histories.entity.ts';
import type { FieldDef } from '../../../contract/entity/fields.ts';
import { type EntityRow, entityKey, patchRecord } from '../../entity-ui/entity-api.ts';
import { FieldInput, type FieldInputProps } from '../../entity-ui/form/FieldInput.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { DialogActions, ModalDialog } from '../../ui/Dialog.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { notify } from '../../ui/toasts.ts';
import { transferPartners } from './crm-api.ts';
import { useAction } from './use-action.ts';

/**
 * One declared field of an entity as its input, outside any record's form: a value a bulk action
 * applies (a salesperson, tags), read-only while the action runs.
 */
function BulkField({
  busy,
  ...props
}: Omit<FieldInputProps, 'field' | 'isReadOnly' | 'record'> & { busy: boolean }) {
  return (
    <FieldInput
      {...props}
      field={props.entity.fields[props.name] as FieldDef}
      isReadOnly={busy}
      record={undefined}
    />
  );
}

/** A salesperson of a transfer (from or to), as the transfer history declares it. */
export function TransferField(props: {
  name: 'ma_nvbh_cu' | 'ma_nvbh_moi';
  value: unknown;
  onChange: (value: unknown) => void;
  busy: boolean;
}) {
  return <BulkField entity={partnerTransfers} {...props} />;
}

/** Move the chosen customers to another salesperson with a reason: one transaction on the server. */
export function BulkTransferDialog({ rows, onClose }: { rows: readonly EntityRow[]; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [to, setTo] = useState<unknown>(null);
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAction();
  const submit = () =>
    run(async () => {
      const result = await transferPartners({
        ids: rows.map((row) => row.id),
        ma_nvbh_moi: String(to ?? ''),
        ly_do: reason,
      });
      notify('success', t`Đã chuyển ${result.moved} khách hàng.`);
      await queryClient.invalidateQueries({ queryKey: entityKey(partners) });
      onClose();
    });
  const count = rows.length;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!busy}
      title={<Trans>Chuyển {count} khách hàng</Trans>}
      actions={
        <DialogActions
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void submit()}
          isDisabled={!to || reason.trim() === ''}
        >
          <Trans>Chuyển</Trans>
        </DialogActions>
      }
    >
      <div className="grid gap-4">
        {error ? <Alert>{error}</Alert> : null}
        <TransferField name="ma_nvbh_moi" value={to} onChange={setTo} busy={busy} />
        <TextAreaField label={t`Lý do`} value={reason} onChange={setReason} markRequired maxLength={500} />
      </div>
    </ModalDialog>
  );
}

/** Add tags to the chosen customers (each keeps the tags it had). */
export function BulkTagDialog({ rows, onClose }: { rows: readonly EntityRow[]; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<unknown>([]);
  const { busy, error, run } = useAction();
  const chosen = Array.isArray(added) ? (added as string[]) : [];
  const submit = () =>
    run(async () => {
      for (const row of rows) {
        const held = Array.isArray(row.tags) ? (row.tags as string[]) : [];
        const tags = [...new Set([...held, ...chosen])];
        if (tags.length !== held.length) await patchRecord(partners, row.id, { tags, version: row.version });
      }
      notify('success', t`Đã gắn nhãn cho ${rows.length} khách hàng.`);
      await queryClient.invalidateQueries({ queryKey: entityKey(partners) });
      onClose();
    });
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!busy}
      title={<Trans>Gắn nhãn cho {rows.length} khách hàng</Trans>}
      actions={
        <DialogActions
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void submit()}
          isDisabled={chosen.length === 0}
        >
          <Trans>Gắn nhãn</Trans>
        </DialogActions>
      }
    >
      <div className="grid gap-4">
        {error ? <Alert>{error}</Alert> : null}
        <BulkField entity={partners} name="tags" value={added} onChange={setAdded} busy={busy} />
      </div>
    </ModalDialog>
  );
}
