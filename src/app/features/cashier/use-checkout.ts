import { useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatInstant } from '../../../contract/domain/format.ts';
import { ApiRequestError } from '../../data/api-errors.ts';
import { session } from '../../state/session.ts';
import { type Cart, type Payment, saleBody, settlement } from './cart.ts';
import type { PaymentType } from './cashier-data.ts';
import { receiptHtml } from './receipt.ts';
import type { DoneSale } from './SaleDoneDialog.tsx';
import { newSaleId, provisionalNumber, submitSale } from './sell.ts';

interface Till {
  readonly branch: string;
  /** The branch's name, at the top of the receipt. */
  readonly shop: string;
  readonly warehouse: string;
  readonly ngay_ct: string;
  readonly taxes: ReadonlyMap<string, string>;
  readonly names: ReadonlyMap<string, string>;
  readonly types: readonly PaymentType[];
}

/**
 * Checkout: one sale id per cart (a second press or a retry sends the same sale), the sale through
 * the outbox, and the receipt of what was sold — final number when the server answered, a
 * provisional one when the sale waits to sync.
 */
export function useCheckout(till: Till, onSold: (cart: Cart) => void) {
  const { t } = useLingui();
  const [saleId, setSaleId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState<DoneSale | null>(null);
  const labels = {
    provisional: t`SỐ TẠM — CHỜ ĐỒNG BỘ`,
    total: t`Tổng thanh toán`,
    discount: t`Chiết khấu`,
    paid: t`Khách trả`,
    change: t`Tiền thừa`,
    owing: t`Còn nợ`,
    thanks: t`Cảm ơn quý khách!`,
    customer: t`Khách hàng`,
  };
  const open = () => {
    setProblem('');
    setSaleId((id) => id ?? newSaleId());
  };
  const pay = async (cart: Cart, payments: Payment[]) => {
    if (!saleId) return;
    setBusy(true);
    setProblem('');
    const body = saleBody(cart, payments, {
      stt_rec: saleId,
      ma_dvcs: till.branch,
      ngay_ct: till.ngay_ct,
      ma_kho: till.warehouse,
      taxes: till.taxes,
      offline: !onlineManager.isOnline(),
    });
    try {
      const result = await submitSale(body, cart.ten_kh || t`Khách lẻ`);
      const number =
        result.sent && result.record?.so_ct ? String(result.record.so_ct) : provisionalNumber(saleId);
      const html = receiptHtml({
        shop: till.shop,
        number,
        provisional: !result.sent,
        when: formatInstant(new Date().toISOString(), BUSINESS_TIME_ZONE),
        cashier: session.user?.user_info || session.user?.user_name || '',
        customer: cart.ten_kh || t`Khách lẻ`,
        body,
        names: till.names,
        paymentNames: new Map(till.types.map((p) => [p.ma_httt, p.ten_httt])),
        taxes: till.taxes,
        labels,
      });
      setDone({
        number,
        provisional: !result.sent,
        change: settlement(String(body.t_tt), payments).change,
        html,
      });
      setSaleId(null);
      onSold(cart);
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? problemText(error) : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { saleId, open, pay, busy, problem, done, clearDone: () => setDone(null) };
}

function problemText(error: ApiRequestError): string {
  const fields = error.body.fields ?? [];
  return fields.length > 0 ? fields.map((f) => f.message).join('; ') : error.message;
}
