import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { Button } from '../../ui/Button.tsx';
import { LazyDatePickerField } from '../../ui/LazyDateFields.tsx';
import { formatDay } from '../format.ts';
import type { SetSearch, TableSearch } from './use-table-state.ts';

/** An active filter shown above the rows, and what removing it clears from the address. */
export interface FilterChip {
  id: string;
  label: string;
  clear: Record<string, undefined>;
}

/**
 * Where a list's filters write: the address itself (a desktop's toolbar), or the draft of the
 * phone's filter sheet that reaches the address only on "Áp dụng".
 */
export interface FilterDraft {
  search: TableSearch & Record<string, unknown>;
  setSearch: SetSearch;
  inSheet: boolean;
}

/** The from/to dates as chips (the toolbar's own filters). */
export function dateChips(search: TableSearch, from: string, to: string): FilterChip[] {
  return [
    ...(search.fromDate
      ? [{ id: 'fromDate', label: `${from}: ${formatDay(search.fromDate)}`, clear: { fromDate: undefined } }]
      : []),
    ...(search.toDate
      ? [{ id: 'toDate', label: `${to}: ${formatDay(search.toDate)}`, clear: { toDate: undefined } }]
      : []),
  ];
}

/** The active filters above the rows, each removable on its own. */
export function FilterChips({ chips, setSearch }: { chips: readonly FilterChip[]; setSearch: SetSearch }) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t`Bộ lọc đang dùng`} className="flex w-full flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.id}
          className="flex max-w-full items-center rounded-full bg-primary-50 pl-3 text-[13px] font-medium text-primary-ink"
        >
          <span className="min-w-0 truncate">{chip.label}</span>
          <AriaButton
            aria-label={t`Bỏ lọc ${chip.label}`}
            onPress={() => setSearch({ ...chip.clear, pageIndex: 1 })}
            className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-full outline-none focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            <X aria-hidden="true" className="size-4" />
          </AriaButton>
        </li>
      ))}
    </ul>
  );
}

/** The dates and the list's filters, on a draft of the address. */
function SheetBody({
  draft,
  withDates,
  filters,
}: {
  draft: FilterDraft;
  withDates: boolean;
  filters?: ((draft: FilterDraft) => ReactNode) | undefined;
}) {
  const { t } = useLingui();
  const { search, setSearch } = draft;
  return (
    <div className="grid gap-4 [&_button]:min-h-[44px]">
      {withDates ? (
        <div className="grid grid-cols-2 gap-3">
          <LazyDatePickerField
            label={t`Từ ngày`}
            value={search.fromDate ?? null}
            onChange={(from) => setSearch({ fromDate: from ?? undefined })}
          />
          <LazyDatePickerField
            label={t`Đến ngày`}
            value={search.toDate ?? null}
            onChange={(to) => setSearch({ toDate: to ?? undefined })}
          />
        </div>
      ) : null}
      {filters?.(draft)}
    </div>
  );
}

/**
 * A phone's filters: a "Bộ lọc" button counting the active ones, opening a bottom sheet that
 * edits a draft; "Áp dụng" writes it to the address as the desktop's toolbar would, "Xóa bộ lọc"
 * clears every active one.
 */
export function PhoneFilterButton({
  search,
  setSearch,
  chips,
  withDates,
  filters,
}: {
  search: TableSearch & Record<string, unknown>;
  setSearch: SetSearch;
  chips: readonly FilterChip[];
  withDates: boolean;
  filters?: ((draft: FilterDraft) => ReactNode) | undefined;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Record<string, unknown> | null>(null);
  const count = chips.length;
  const close = () => setDraft(null);
  const apply = () => {
    setSearch({ ...draft, pageIndex: 1 });
    close();
  };
  const clearAll = () => {
    setSearch({ ...Object.assign({}, ...chips.map((chip) => chip.clear)), pageIndex: 1 });
    close();
  };
  return (
    <>
      <Button variant="outline" onPress={() => setDraft({})} className="h-[44px] shrink-0 px-3">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        <Trans>Bộ lọc</Trans>{' '}
        {count > 0 ? (
          <span className="grid min-w-5 place-items-center rounded-full bg-primary-600 px-1 text-xs text-white">
            {count}
            <span className="sr-only"> {t`đang dùng`}</span>
          </span>
        ) : null}
      </Button>
      <BottomSheet
        isOpen={draft !== null}
        onOpenChange={(open) => !open && close()}
        title={<Trans>Bộ lọc</Trans>}
        footer={
          <>
            <Button variant="outline" onPress={clearAll}>
              <Trans>Xóa bộ lọc</Trans>
            </Button>
            <Button onPress={apply}>
              <Trans>Áp dụng</Trans>
            </Button>
          </>
        }
      >
        <SheetBody
          withDates={withDates}
          filters={filters}
          draft={{
            search: { ...search, ...draft },
            setSearch: (change) => setDraft((held) => ({ ...held, ...change })),
            inSheet: true,
          }}
        />
      </BottomSheet>
    </>
  );
}
