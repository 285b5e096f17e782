import { useLingui } from '@lingui/react/macro';
import { Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { LazyDatePickerField } from '../../ui/LazyDateFields.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import type { TableSearch, TableState } from './use-table-state.ts';

/**
 * Above the table: the search box (F3), the from/to dates when the list has a date, the screen's
 * own filters, and the settings popup's button. Wraps onto several lines on a phone.
 */
export function DataTableToolbar({
  state,
  search,
  searchLabel,
  placeholder,
  withDates = false,
  filters,
  onSettings,
  children,
}: {
  state: TableState;
  search: TableSearch;
  searchLabel: string;
  placeholder?: string;
  withDates?: boolean;
  filters?: ReactNode;
  onSettings?: (() => void) | undefined;
  /** Actions on the selected rows, shown at the end. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const settings = onSettings ? (
    <Button
      variant="outline"
      size="icon"
      aria-label={t`Tùy chỉnh cột`}
      onPress={onSettings}
      className="shrink-0"
    >
      <Settings2 aria-hidden="true" className="size-4" />
    </Button>
  ) : null;
  return (
    <div className="flex flex-wrap items-end gap-3 p-4 sm:px-5">
      <div className="flex w-full items-end gap-2 sm:w-auto">
        <SearchField
          label={searchLabel}
          placeholder={placeholder ?? t`Tìm kiếm (F3)`}
          clearLabel={t`Xóa nội dung tìm`}
          inputRef={state.searchRef}
          value={state.text}
          onChange={state.setText}
          className="min-w-0 flex-1 sm:w-72"
        />
        <span className="sm:hidden">{settings}</span>
      </div>
      {withDates ? (
        <div className="flex w-full gap-2 sm:w-auto">
          <LazyDatePickerField
            label={t`Từ ngày`}
            value={search.fromDate ?? null}
            onChange={(from) => state.setDates(from ?? undefined, search.toDate)}
            className="min-w-0 flex-1 sm:w-40"
          />
          <LazyDatePickerField
            label={t`Đến ngày`}
            value={search.toDate ?? null}
            onChange={(to) => state.setDates(search.fromDate, to ?? undefined)}
            className="min-w-0 flex-1 sm:w-40"
          />
        </div>
      ) : null}
      {filters}
      <div className="flex items-center gap-2 sm:ml-auto">
        {children}
        <span className="max-sm:hidden">{settings}</span>
      </div>
    </div>
  );
}
