import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { branchState } from '../../state/branch.ts';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { notify } from '../../ui/toasts.ts';
import { CartPanel } from './CartPanel.tsx';
import { CashierBar } from './CashierBar.tsx';
import { addItem, type Cart, type CatalogueItem, EMPTY_CART, priceCart } from './cart.ts';
import { catalogueQuery, paymentTypesQuery, taxRatesQuery, today, warehouseQuery } from './cashier-data.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { printReceipt } from './receipt.ts';
import { SaleDoneDialog } from './SaleDoneDialog.tsx';
import { useCheckout } from './use-checkout.ts';

const NO_TAXES: ReadonlyMap<string, string> = new Map();

/**
 * /sales/retail-orders/cashier (spec §2 cashier layout): a touch-first selling screen on a tablet
 * and a keyboard-first one on a desktop (F2 search or scan, F9 pay, Enter confirms). Works from
 * the kept catalogue with no network; sales leave through the outbox (sell.ts).
 */
export function CashierPage() {
  const { t } = useLingui();
  const { branch, list } = useSnapshot(branchState);
  const catalogue = useQuery(catalogueQuery());
  const types = useQuery(paymentTypesQuery()).data ?? [];
  const taxes = useQuery(taxRatesQuery()).data ?? NO_TAXES;
  const warehouse = useQuery(warehouseQuery(branch ?? '')).data ?? '';
  const items = catalogue.data ?? [];
  const names = useMemo(() => new Map(items.map((i) => [i.ma_vt, i.ten_vt])), [items]);
  const saler = session.user?.saler ?? '';
  const fresh: Cart = { ...EMPTY_CART, ma_nvbh: saler };
  const [cart, setCart] = useState<Cart>(fresh);
  const [last, setLast] = useState<Cart | null>(null);
  const [paying, setPaying] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const shop = list.find((b) => b.ma_dvcs === branch)?.ten_dvcs ?? branch ?? '';
  const till = { branch: branch ?? '', shop, warehouse, ngay_ct: today(), taxes, names, types };
  const checkout = useCheckout(till, (sold) => {
    setLast(sold);
    setCart(fresh);
    setPaying(false);
  });
  const startPaying = () => {
    if (cart.lines.length === 0) return;
    checkout.open();
    setPaying(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F2') {
        event.preventDefault();
        search.current?.focus();
      } else if (event.key === 'F9') {
        event.preventDefault();
        startPaying();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  // Stable, so the memoised product grid does not re-render when the cart changes.
  const addToCart = useCallback((item: CatalogueItem) => setCart((c) => addItem(c, item, today())), []);
  const missed = useCallback((typed: string) => notify('info', t`Không tìm thấy mã ${typed}`), [t]);
  const due = priceCart(cart, taxes).totals.t_tt;
  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <CashierBar onRepeat={last ? () => setCart({ ...last, ma_nvbh: saler }) : undefined} />
      {!branch ? (
        <Alert tone="warning" className="m-4">
          <Trans>Chọn một chi nhánh để bán hàng.</Trans>
        </Alert>
      ) : null}
      {catalogue.isError && items.length === 0 ? (
        <Alert tone="danger" className="m-4">
          <Trans>Chưa tải được danh mục hàng; cần có mạng cho lần mở đầu tiên.</Trans>
        </Alert>
      ) : null}
      <main className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] gap-3 p-3 md:grid-cols-[minmax(0,1fr)_22rem] lg:grid-cols-[minmax(0,1fr)_26rem] max-md:overflow-y-auto">
        <ProductGrid items={items} searchRef={search} onAdd={addToCart} onMiss={missed} />
        <CartPanel
          cart={cart}
          taxes={taxes}
          onChange={setCart}
          onPay={startPaying}
          onClear={() => setCart(fresh)}
        />
      </main>
      {paying ? (
        <PaymentDialog
          due={due}
          types={types}
          hasCustomer={cart.ma_kh !== ''}
          busy={checkout.busy}
          problem={checkout.problem}
          onConfirm={(payments) => void checkout.pay(cart, payments)}
          onClose={() => setPaying(false)}
        />
      ) : null}
      {checkout.done ? (
        <SaleDoneDialog
          sale={checkout.done}
          onPrint={() => printReceipt(checkout.done?.html ?? '')}
          onClose={() => {
            checkout.clearDone();
            search.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
