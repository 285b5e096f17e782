import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ListOrdered, Repeat } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { outbox } from '../../data/outbox.ts';
import { branchState } from '../../state/branch.ts';
import { toneClasses } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { useOutboxSync } from '../outbox/use-outbox-sync.ts';
import { ConnectionStatus } from '../shell/ConnectionStatus.tsx';
import { waitingSales } from './sell.ts';

/** The till's top bar: back to the office, branch, network, the sales waiting to sync, the order list. */
export function CashierBar({ onRepeat }: { onRepeat?: (() => void) | undefined }) {
  const { t } = useLingui();
  // The till has no navbar (whose outbox badge replays elsewhere): it replays its own sales.
  useOutboxSync();
  const { items } = useSnapshot(outbox);
  const { branch } = useSnapshot(branchState);
  const waiting = waitingSales(items as typeof outbox.items).length;
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
      <Link to="/" aria-label={t`Về trang quản trị`} className={buttonClass('ghost', 'icon')}>
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <h1 className="text-lg font-semibold text-heading">
        <Trans>Thu ngân</Trans>
      </h1>
      <span className="rounded-md bg-primary-50 px-2 py-1 text-xs font-medium text-primary-600">
        {branch}
      </span>
      <div className="ml-auto flex items-center gap-2">
        {onRepeat ? (
          <Button variant="ghost" size="sm" onPress={onRepeat}>
            <Repeat aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">
              <Trans>Lặp lại đơn trước</Trans>
            </span>
          </Button>
        ) : null}
        <ConnectionStatus />
        <Link
          to="/sales/retail-orders/cashier/order-list"
          className={buttonClass('outline', 'sm')}
          data-testid="order-list-link"
        >
          <ListOrdered aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">
            <Trans>Đơn hôm nay</Trans>
          </span>
          {waiting > 0 ? (
            <span
              className={`rounded-full px-1.5 text-xs font-semibold ${toneClasses.warning.tint}`}
              data-testid="waiting-count"
            >
              <Trans>{waiting} chờ đồng bộ</Trans>
            </span>
          ) : null}
        </Link>
      </div>
    </header>
  );
}
