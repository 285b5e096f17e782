import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod/mini';
import { apiPost } from '../../data/api.ts';
import { ApiRequestError } from '../../data/api-errors.ts';
import { businessToday } from '../../entity-ui/excel/today.ts';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { notify } from '../../ui/toasts.ts';

const resultSchema = z.object({ chung_tu: z.number(), thay_doi: z.number() });

/**
 * "Tính giá vốn" (POST /api/stock/cost-calculation): the period's issues valued again at the
 * moving average in date order and their cost rows re-posted. A refusal (a locked period, a
 * reversed range) is shown in the dialog; nothing has changed then.
 */
function CostCalculationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const today = businessToday();
  const [fromDate, setFromDate] = useState<string | null>(`${today.slice(0, 8)}01`);
  const [toDate, setToDate] = useState<string | null>(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await apiPost('stock/cost-calculation', { fromDate, toDate }, resultSchema);
      notify(
        'success',
        t`Đã tính giá vốn`,
        t`${done.chung_tu} chứng từ ghi sổ lại, ${done.thay_doi} chứng từ đổi giá vốn`,
      );
      await queryClient.invalidateQueries({ queryKey: ['session', session.tenant] });
      onClose();
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) throw caught;
      const fields = (caught.body as { fields?: { message: string }[] }).fields;
      setError(fields?.map((f) => f.message).join('; ') || caught.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Tính giá vốn`}
      actions={
        <Button isDisabled={busy || !fromDate || !toDate} onPress={() => void run()}>
          <Trans>Tính giá vốn</Trans>
        </Button>
      }
    >
      <div className="grid gap-3">
        <p className="text-sm text-muted">
          <Trans>
            Tính lại giá xuất kho theo bình quân gia quyền di động, theo thứ tự ngày chứng từ, và ghi sổ lại
            các bút toán giá vốn trong kỳ.
          </Trans>
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <DatePickerField label={t`Từ ngày`} value={fromDate} onChange={setFromDate} isRequired />
          <DatePickerField label={t`Đến ngày`} value={toDate} onChange={setToDate} isRequired />
        </div>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </div>
    </ModalDialog>
  );
}

/** The delivery orders' header action that opens the recompute. */
export function CostCalculationAction() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="tonal" onPress={() => setOpen(true)}>
        <Calculator aria-hidden="true" className="size-4" />
        <Trans>Tính giá vốn</Trans>
      </Button>
      {open ? <CostCalculationDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
