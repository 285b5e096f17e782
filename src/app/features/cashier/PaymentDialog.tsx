import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button as AriaButton, TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { formatNumber } from '../../../contract/domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { type Payment, settlement } from './cart.ts';
import type { PaymentType } from './cashier-data.ts';

/** Banknotes a customer often hands over, for one-touch cash amounts. */
const NOTES = ['50000', '100000', '200000', '500000'];

const digitsOnly = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

/**
 * Split payment: an amount per payment type (cash, transfer, card, e-wallet…), one-touch exact
 * and banknote amounts, the change due or what the customer will owe. Enter confirms.
 */
export function PaymentDialog({
  due,
  types,
  hasCustomer,
  busy,
  problem,
  onConfirm,
  onClose,
}: {
  due: string;
  types: readonly PaymentType[];
  hasCustomer: boolean;
  busy: boolean;
  problem: string;
  onConfirm: (payments: Payment[]) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const first = types.find((p) => p.loai === 'tien_mat') ?? types[0];
  const [amounts, setAmounts] = useState<Record<string, string>>(first ? { [first.ma_httt]: due } : {});
  const payments = types.map((p) => ({ ma_httt: p.ma_httt, tien: amounts[p.ma_httt] ?? '' }));
  const { paid, change, owing } = settlement(due, payments);
  const cash = types.find((p) => p.loai === 'tien_mat');
  const owingRefused = owing !== '0' && !hasCustomer;
  const confirm = () => {
    if (!busy && !owingRefused) onConfirm(payments.filter((p) => p.tien !== '' && p.tien !== '0'));
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      isDismissable={!busy}
      title={<Trans>Thanh toán {formatNumber(due)} đ</Trans>}
      actions={
        <>
          <Button variant="outline" onPress={onClose} isDisabled={busy}>
            <Trans>Quay lại</Trans>
          </Button>
          <Button onPress={confirm} isDisabled={busy || owingRefused} data-testid="confirm-payment">
            <Trans>Xác nhận thanh toán</Trans>
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
        className="grid gap-3"
      >
        {types.map((p) => (
          <AriaTextField
            key={p.ma_httt}
            value={amounts[p.ma_httt] ?? ''}
            onChange={(v) => setAmounts((a) => ({ ...a, [p.ma_httt]: digitsOnly(v) }))}
            inputMode="numeric"
            className="grid grid-cols-[8rem_1fr] items-center gap-2"
          >
            <Label className="text-sm font-medium text-heading">{p.ten_httt}</Label>
            <Input
              data-testid={`pay-${p.ma_httt}`}
              className="h-11 rounded-md border border-line px-3 text-right text-base outline-none focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15"
            />
          </AriaTextField>
        ))}
        {cash ? (
          <fieldset className="flex flex-wrap gap-2" aria-label={t`Tiền khách đưa`}>
            {NOTES.map((note) => (
              <AriaButton
                key={note}
                onPress={() => setAmounts((a) => ({ ...a, [cash.ma_httt]: note }))}
                className="rounded-md border border-line px-3 py-2 text-sm font-medium outline-none hover:border-primary-500 focus-visible:ring-3 focus-visible:ring-primary-500/30"
              >
                {formatNumber(note)}
              </AriaButton>
            ))}
          </fieldset>
        ) : null}
        <dl className="grid grid-cols-[1fr_auto] gap-1 rounded-md bg-primary-50 p-3 text-sm">
          <dt>
            <Trans>Khách đưa</Trans>
          </dt>
          <dd className="text-right font-medium">{formatNumber(paid)}</dd>
          <dt className="font-semibold">
            <Trans>Tiền thừa trả khách</Trans>
          </dt>
          <dd className="text-right text-lg font-bold text-success" data-testid="change-due">
            {formatNumber(change)}
          </dd>
          {owing !== '0' ? (
            <>
              <dt className="text-danger">
                <Trans>Còn nợ</Trans>
              </dt>
              <dd className="text-right font-semibold text-danger">{formatNumber(owing)}</dd>
            </>
          ) : null}
        </dl>
        {owingRefused ? (
          <p role="alert" className="text-sm text-danger">
            <Trans>Khách lẻ phải trả đủ; chọn khách hàng để ghi nợ.</Trans>
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </ModalDialog>
  );
}
