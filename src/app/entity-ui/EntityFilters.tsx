import { useLingui } from '@lingui/react/macro';
import type { Entity } from '../../contract/entity/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { Select, type SelectOption } from '../ui/Select.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { EntitySearch } from './list-search.ts';
import { useDebouncedSearch } from './table/table-hooks.ts';
import type { SetSearch } from './table/use-table-state.ts';

const ALL = '__all';

/** The choices of an enum or yes/no filter, 'all' first. */
function choicesOf(field: FieldDef, all: string, yes: string, no: string): SelectOption[] | null {
  if (field.kind === 'bool')
    return [
      { id: ALL, label: all },
      { id: '1', label: yes },
      { id: '0', label: no },
    ];
  return null;
}

/** A typed filter (a code): sent 500 ms after typing stops, like the search. */
function TextFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (v?: string) => void;
}) {
  const [text, setText] = useDebouncedSearch(value, (next) => onCommit(next || undefined));
  return (
    <TextField
      label={label}
      value={text}
      onChange={setText}
      placeholder={label}
      className="w-full sm:w-44 [&>label]:sr-only"
    />
  );
}

/**
 * The declared filters (`entity.filters`) of a list, kept in the address as `?<field>=a,b`: a
 * choice for enums and yes/no fields, a box for codes and text.
 */
export function EntityFilters({
  entity,
  search,
  setSearch,
}: {
  entity: Entity;
  search: EntitySearch;
  setSearch: SetSearch;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      {(entity.filters ?? []).map((name) => {
        const field = entity.fields[name];
        if (!field) return null;
        const label = i18n._(field.label);
        const value = search[name] === undefined ? '' : String(search[name]);
        // A single number goes into the address as one (status=0), not as the quoted text "0".
        const set = (next: string | undefined) =>
          setSearch({
            [name]: next !== undefined && /^-?(0|[1-9]\d{0,14})$/.test(next) ? Number(next) : next,
            pageIndex: 1,
          });
        const options =
          field.kind === 'enum'
            ? [
                { id: ALL, label: t`${label}: tất cả` },
                ...field.options.map(([option, text]) => ({ id: String(option), label: i18n._(text) })),
              ]
            : choicesOf(field, t`${label}: tất cả`, t`${label}: có`, t`${label}: không`);
        if (!options) return <TextFilter key={name} label={label} value={value} onCommit={set} />;
        return (
          <Select
            key={name}
            label={label}
            hideLabel
            value={options.some((o) => o.id === value) ? value : ALL}
            options={options}
            onChange={(key) => set(key === ALL ? undefined : String(key))}
          />
        );
      })}
    </>
  );
}
