import { useLingui } from '@lingui/react/macro';
import { audienceParams, audienceText } from '../../../contract/api/campaigns.api.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { EntityFilters } from '../../entity-ui/EntityFilters.tsx';
import type { SetSearch, TableSearch } from '../../entity-ui/table/use-table-state.ts';
import { LazyDatePickerField } from '../../ui/LazyDateFields.tsx';

/**
 * A customer segment picked with the customers' own list filters (salesperson, source, level,
 * tags, branch, gender — the declaration's `filters`, drawn by EntityFilters) and the created range:
 * the value is the list query text a campaign keeps in `loc_kh`.
 */
export function AudienceFilters({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useLingui();
  const params = audienceParams(value);
  const search = {
    pageIndex: 1,
    pageSize: 10,
    sortKey: 'created_at',
    sortType: 'desc',
    ...params,
  } as TableSearch & Record<string, unknown>;
  const setSearch: SetSearch = (change) => {
    const next: Record<string, string | undefined> = { ...params };
    for (const [name, v] of Object.entries(change))
      if (name !== 'pageIndex') next[name] = v == null ? undefined : String(v);
    onChange(audienceText(next));
  };
  const setDate = (name: 'fromDate' | 'toDate') => (date: string | null) =>
    setSearch({ [name]: date ?? undefined });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="audience-filters">
      <EntityFilters entity={partners} draft={{ search, setSearch, inSheet: true }} />
      <LazyDatePickerField
        label={t`Tạo từ ngày`}
        value={params.fromDate ?? null}
        onChange={setDate('fromDate')}
      />
      <LazyDatePickerField
        label={t`Tạo đến ngày`}
        value={params.toDate ?? null}
        onChange={setDate('toDate')}
      />
    </div>
  );
}
