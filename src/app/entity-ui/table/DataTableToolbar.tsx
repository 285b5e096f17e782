import { useLingui } from '@lingui/react/macro';
import { Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { LazyDatePickerField } from '../../ui/LazyDateFields.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { useMinWidth } from '../../ui/use-min-width.ts';
import {
  dateChips,
  type FilterChip,
  FilterChips,
  type FilterDraft,
  PhoneFilterButton,
} from './PhoneFilters.tsx';
import type { SetSearch, TableSearch, TableState } from './use-table-state.ts';

export interface DataTableToolbarProps {
  state: TableState;
  search: TableSearch & Record<string, unknown>;
  setSearch: SetSearch;
  searchLabel: string;
  placeholder?: string | undefined;
  withDates?: boolean | undefined;
  /** The screen's own filters, drawn on the address (desktop) or on the phone sheet's draft. */
  filters?: ((draft: FilterDraft) => ReactNode) | undefined;
  /** The screen's active filters (the dates are the toolbar's own). */
  chips?: readonly FilterChip[] | undefined;
  onSettings?: (() => void) | undefined;
  /** Actions on the list (Excel) and on the selected rows, shown at the end. */
  children?: ReactNode;
}

/**
 * Above the table: the search box (F3), the from/to dates when the list has a date, the screen's
 * own filters, and the settings popup's button. A phone (below `md`) shows the search and a
 * "Bộ lọc" button opening the filters in a bottom sheet, the active ones as chips underneath.
 */
export function DataTableToolbar(props: DataTableToolbarProps) {
  const wide = useMinWidth('md');
  return wide ? <WideToolbar {...props} /> : <PhoneToolbar {...props} />;
}

function SearchBox({ state, searchLabel, placeholder }: DataTableToolbarProps) {
  const { t } = useLingui();
  return (
    <SearchField
      label={searchLabel}
      placeholder={placeholder ?? t`Tìm kiếm (F3)`}
      clearLabel={t`Xóa nội dung tìm`}
      inputRef={state.searchRef}
      value={state.text}
      onChange={state.setText}
      className="min-w-0 flex-1 md:w-72 md:flex-none"
    />
  );
}

function PhoneToolbar(props: DataTableToolbarProps) {
  const { t } = useLingui();
  const { search, setSearch, withDates = false } = props;
  const chips = [...(withDates ? dateChips(search, t`Từ ngày`, t`Đến ngày`) : []), ...(props.chips ?? [])];
  const filterable = withDates || props.filters !== undefined;
  return (
    <div className="grid gap-3 p-4 [&_input]:h-[44px]">
      <div className="flex items-end gap-2">
        <SearchBox {...props} />
        {filterable ? (
          <PhoneFilterButton
            search={search}
            setSearch={setSearch}
            chips={chips}
            withDates={withDates}
            filters={props.filters}
          />
        ) : null}
      </div>
      <FilterChips chips={chips} setSearch={setSearch} />
      {props.children ? <div className="flex flex-wrap items-center gap-2">{props.children}</div> : null}
    </div>
  );
}

function WideToolbar(props: DataTableToolbarProps) {
  const { t } = useLingui();
  const { state, search, setSearch } = props;
  return (
    <div className="flex flex-wrap items-end gap-3 p-4 sm:px-5">
      <div className="flex items-end gap-2">
        <SearchBox {...props} />
      </div>
      {props.withDates ? (
        <div className="flex gap-2">
          <LazyDatePickerField
            label={t`Từ ngày`}
            value={search.fromDate ?? null}
            onChange={(from) => state.setDates(from ?? undefined, search.toDate)}
            className="w-40"
          />
          <LazyDatePickerField
            label={t`Đến ngày`}
            value={search.toDate ?? null}
            onChange={(to) => state.setDates(search.fromDate, to ?? undefined)}
            className="w-40"
          />
        </div>
      ) : null}
      {props.filters?.({ search, setSearch, inSheet: false })}
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        {props.children}
        {props.onSettings ? (
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Tùy chỉnh cột`}
            onPress={props.onSettings}
            className="shrink-0"
          >
            <Settings2 aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
