import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button as AriaButton, TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { formatNumber } from '../../../contract/domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { CustomerPicker } from './CustomerPicker.tsx';
import { type Cart, type CartLine, priceCart, setQuantity, updateLine } from './cart.ts';

const small =
  'h-9 w-full rounded-md border border-line bg-surface px-2 text-right text-sm text-heading outline-none focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15';

function QuantityStepper({ line, onChange }: { line: CartLine; onChange: (so_luong: string) => void }) {
  const { t } = useLingui();
  const n = Number(line.so_luong);
  return (
    <div className="flex items-center gap-1">
      <AriaButton
        aria-label={t`Bớt một`}
        onPress={() => onChange(String(n - 1))}
        className="grid size-9 place-items-center rounded-md border border-line outline-none focus-visible:ring-3 focus-visible:ring-primary-500/30"
      >
        <Minus aria-hidden="true" className="size-4" />
      </AriaButton>
      <AriaTextField
        aria-label={t`Số lượng ${line.item.ten_vt}`}
        value={line.so_luong}
        onChange={onChange}
        inputMode="decimal"
        className="w-14"
      >
        <Input className={`${small} text-center`} />
      </AriaTextField>
      <AriaButton
        aria-label={t`Thêm một`}
        onPress={() => onChange(String(n + 1))}
        className="grid size-9 place-items-center rounded-md border border-line outline-none focus-visible:ring-3 focus-visible:ring-primary-500/30"
      >
        <Plus aria-hidden="true" className="size-4" />
      </AriaButton>
    </div>
  );
}

/** Memoised: a line the change left alone (same object, same amount) is not drawn again. */
const LineRow = memo(function LineRow({
  line,
  amount,
  onChange,
}: {
  line: CartLine;
  amount: string;
  onChange: (cart: (c: Cart) => Cart) => void;
}) {
  const { t } = useLingui();
  return (
    <li className="grid gap-2 border-b border-line py-3 last:border-0">
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium text-heading">{line.item.ten_vt}</span>
        <span className="text-sm font-semibold whitespace-nowrap text-heading">{formatNumber(amount)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <QuantityStepper
          line={line}
          onChange={(so_luong) => onChange((c) => setQuantity(c, c.lines.indexOf(line), so_luong))}
        />
        <span className="text-xs text-muted">× {formatNumber(line.gia)}</span>
        <AriaTextField
          aria-label={t`Chiết khấu % ${line.item.ten_vt}`}
          value={line.ty_le_ck}
          onChange={(v) =>
            onChange((c) => updateLine(c, c.lines.indexOf(line), { ty_le_ck: v.replace(/[^\d.]/g, '') }))
          }
          inputMode="decimal"
          className="ml-auto flex w-24 items-center gap-1"
        >
          <Label className="text-xs text-muted">CK%</Label>
          <Input className={small} />
        </AriaTextField>
        <AriaButton
          aria-label={t`Bỏ ${line.item.ten_vt}`}
          onPress={() => onChange((c) => setQuantity(c, c.lines.indexOf(line), '0'))}
          className="grid size-9 place-items-center rounded-md text-danger outline-none hover:bg-danger/10 focus-visible:ring-3 focus-visible:ring-danger/30"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </AriaButton>
      </div>
    </li>
  );
});

/** The cart: customer, lines with quantity and discount, bill discount, totals and Pay. */
export function CartPanel({
  cart,
  taxes,
  onChange,
  onPay,
  onClear,
}: {
  cart: Cart;
  taxes: ReadonlyMap<string, string>;
  onChange: (change: (cart: Cart) => Cart) => void;
  onPay: () => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const priced = priceCart(cart, taxes);
  const { totals } = priced;
  return (
    <section
      aria-label={t`Giỏ hàng`}
      className="flex min-h-0 flex-col rounded-card bg-surface p-4 shadow-card"
    >
      <CustomerPicker cart={cart} onChange={onChange} />
      <ul aria-label={t`Các dòng`} className="min-h-24 flex-1 overflow-y-auto" data-testid="cart-lines">
        {cart.lines.map((line, i) => (
          <LineRow
            key={line.item.ma_vt}
            line={line}
            amount={priced.lines[i]?.tien ?? '0'}
            onChange={onChange}
          />
        ))}
        {cart.lines.length === 0 ? (
          <li className="py-8 text-center text-sm text-muted">
            <Trans>Chạm vào hàng hoặc quét mã để thêm</Trans>
          </li>
        ) : null}
      </ul>
      <div className="grid gap-2 border-t border-line pt-3 text-sm">
        <div className="flex items-center gap-2">
          <span className="text-muted">
            <Trans>Chiết khấu hóa đơn</Trans>
          </span>
          <AriaButton
            onPress={() =>
              onChange((c) => ({
                ...c,
                discount: { ...c.discount, kind: c.discount.kind === 'percent' ? 'amount' : 'percent' },
              }))
            }
            aria-label={t`Đổi kiểu chiết khấu`}
            className="ml-auto rounded-md border border-line px-2 py-1 text-xs font-semibold outline-none focus-visible:ring-3 focus-visible:ring-primary-500/30"
          >
            {cart.discount.kind === 'percent' ? '%' : 'đ'}
          </AriaButton>
          <AriaTextField
            aria-label={t`Chiết khấu hóa đơn`}
            value={cart.discount.value}
            onChange={(v) =>
              onChange((c) => ({ ...c, discount: { ...c.discount, value: v.replace(/[^\d.]/g, '') } }))
            }
            inputMode="decimal"
            className="w-28"
          >
            <Input className={small} data-testid="bill-discount" />
          </AriaTextField>
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          <dt className="text-muted">
            <Trans>Tiền hàng</Trans>
          </dt>
          <dd className="text-right">{formatNumber(totals.t_tien_hang)}</dd>
          <dt className="text-muted">
            <Trans>Chiết khấu</Trans>
          </dt>
          <dd className="text-right">
            {totals.t_tien_ck === '0' ? '0' : `−${formatNumber(totals.t_tien_ck)}`}
          </dd>
          {totals.t_tien_thue !== '0' ? (
            <>
              <dt className="text-muted">
                <Trans>Thuế GTGT</Trans>
              </dt>
              <dd className="text-right">{formatNumber(totals.t_tien_thue)}</dd>
            </>
          ) : null}
          <dt className="text-base font-semibold text-heading">
            <Trans>Khách cần trả</Trans>
          </dt>
          <dd className="text-right text-xl font-bold text-primary-600" data-testid="cart-total">
            {formatNumber(totals.t_tt)}
          </dd>
        </dl>
        <div className="flex gap-2">
          <Button variant="outline" onPress={onClear} isDisabled={cart.lines.length === 0}>
            <Trans>Hủy đơn</Trans>
          </Button>
          <Button className="h-12 flex-1 text-base" onPress={onPay} isDisabled={cart.lines.length === 0}>
            <Trans>Thanh toán (F9)</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
