import { Trans, useLingui } from '@lingui/react/macro';
import { ScanBarcode, Sparkles } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { formatNumber } from '../../../contract/domain/format.ts';
import type { CatalogueItem } from './cart.ts';
import { exactItem, searchCatalogue } from './cashier-data.ts';

/** Most tiles drawn at once: search narrows the rest (a catalogue may hold thousands). */
const MAX_TILES = 120;

/**
 * Search (name, code or barcode; a scanner types digits then Enter), group chips and the tiles
 * of goods and services; Enter adds the exact code or barcode, else the only match.
 */
export const ProductGrid = memo(function ProductGrid({
  items,
  onAdd,
  onMiss,
  searchRef,
}: {
  items: readonly CatalogueItem[];
  onAdd: (item: CatalogueItem) => void;
  onMiss: (typed: string) => void;
  searchRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [group, setGroup] = useState('');
  const deferred = useDeferredValue(typed);
  const groups = useMemo(() => [...new Set(items.map((i) => i.nhom).filter(Boolean))].sort(), [items]);
  const shown = useMemo(() => searchCatalogue(items, deferred, group), [items, deferred, group]);
  const submit = () => {
    const item = exactItem(items, typed) ?? (shown.length === 1 ? shown[0] : undefined);
    if (item) {
      onAdd(item);
      setTyped('');
    } else if (typed.trim()) onMiss(typed.trim());
  };
  return (
    <section aria-label={t`Hàng hóa và dịch vụ`} className="flex min-h-0 min-w-0 flex-col gap-3">
      <SearchField
        value={typed}
        onChange={setTyped}
        onSubmit={submit}
        aria-label={t`Tìm hoặc quét mã hàng`}
        className="relative"
      >
        <ScanBarcode
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-5 text-muted"
        />
        <Input
          ref={searchRef}
          data-testid="cashier-search"
          placeholder={t`Tên, mã hàng hoặc quét mã vạch (F2)`}
          className="h-12 w-full rounded-lg border border-line bg-surface pr-3 pl-11 text-base text-heading outline-none focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15"
        />
      </SearchField>
      <div role="toolbar" aria-label={t`Nhóm hàng`} className="flex gap-2 overflow-x-auto pb-1">
        {['', ...groups].map((name) => (
          <AriaButton
            key={name || 'all'}
            onPress={() => setGroup(name)}
            aria-pressed={group === name}
            className={`shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-3 focus-visible:ring-primary-500/30 ${
              group === name
                ? 'border-primary-600 bg-primary-600 text-white'
                : 'border-line bg-surface text-heading hover:border-primary-500'
            }`}
          >
            {name || <Trans>Tất cả</Trans>}
          </AriaButton>
        ))}
      </div>
      <ul className="grid min-h-0 flex-1 auto-rows-min max-md:max-h-[50dvh] grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2.5 overflow-y-auto pb-2">
        {shown.slice(0, MAX_TILES).map((item) => (
          <Tile key={item.ma_vt} item={item} onAdd={onAdd} serviceLabel={t`Dịch vụ`} />
        ))}
        {shown.length === 0 ? (
          <li className="col-span-full py-10 text-center text-muted">
            <Trans>Không có hàng nào khớp</Trans>
          </li>
        ) : null}
      </ul>
    </section>
  );
});

/**
 * One tile. Memoised with the grid: adding to the cart re-renders the cart, not the 120 tiles
 * (react-aria buttons are costly to render on a slow tablet); the page passes stable callbacks.
 */
const Tile = memo(function Tile({
  item,
  onAdd,
  serviceLabel,
}: {
  item: CatalogueItem;
  onAdd: (item: CatalogueItem) => void;
  serviceLabel: string;
}) {
  return (
    <li>
      <AriaButton
        onPress={() => onAdd(item)}
        className="flex h-full min-h-24 w-full flex-col justify-between gap-2 rounded-lg border border-line bg-surface p-3 text-left shadow-xs outline-none hover:border-primary-500 focus-visible:ring-3 focus-visible:ring-primary-500/30 pressed:scale-[0.98]"
      >
        <span className="line-clamp-2 text-sm font-medium text-heading">{item.ten_vt}</span>
        <span className="flex items-end justify-between gap-1">
          <span className="text-xs text-muted">
            {item.kind === 'service' ? (
              <Sparkles aria-label={serviceLabel} className="inline size-3.5" />
            ) : null}{' '}
            {item.ma_vt}
          </span>
          <span className="text-sm font-semibold text-primary-600">{formatNumber(item.gia_ban)}</span>
        </span>
      </AriaButton>
    </li>
  );
});
