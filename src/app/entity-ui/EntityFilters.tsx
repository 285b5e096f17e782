import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { Entity } from '../../contract/entity/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { Select, type SelectOption } from '../ui/Select.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { EntitySearch } from './list-search.ts';
import type { FilterChip, FilterDraft } from './table/PhoneFilters.tsx';
import { useDebouncedSearch } from './table/table-hooks.ts';

const ALL = '__all';

type Choices = Readonly<Record<string, readonly SelectOption[]>>;

/** The choices of a filter ('all' first), or null for a box to type in (codes and text). */
function optionsOf(
  i18n: I18n,
  field: FieldDef,
  given: readonly SelectOption[] | undefined,
  words: { all: string; yes: string; no: string },
): SelectOption[] | null {
  const all = { id: ALL, label: words.all };
  if (given) return [all, ...given];
  if (field.kind === 'enum')
    return [all, ...field.options.map(([option, text]) => ({ id: String(option), label: i18n._(text) }))];
  if (field.kind === 'bool') return [all, { id: '1', label: words.yes }, { id: '0', label: words.no }];
  return null;
}

/** A typed filter (a code): sent 500 ms after typing stops, like the search. */
export function TextFilter({
  label,
  value,
  onCommit,
  labelled = false,
  immediate = false,
}: {
  label: string;
  value: string;
  onCommit: (v?: string) => void;
  /** The label shown above the box (a filter row of labelled fields) rather than as its placeholder. */
  labelled?: boolean;
  /** Each keystroke goes straight to `onCommit` (a draft applied later, not the address). */
  immediate?: boolean;
}) {
  const [text, setText] = useDebouncedSearch(value, (next) => onCommit(next || undefined));
  return (
    <TextField
      label={label}
      value={immediate ? value : text}
      onChange={immediate ? (next) => onCommit(next || undefined) : setText}
      placeholder={labelled ? undefined : label}
      autoComplete="off"
      className={`w-full ${immediate ? '' : 'sm:w-44'} ${labelled ? '' : '[&>label]:sr-only'}`}
    />
  );
}

/** The active declared filters as chips ("Trạng thái: Đã duyệt"), for the phone's toolbar. */
export function useEntityFilterChips(
  entity: Entity,
  search: EntitySearch,
  choices: Choices = {},
): FilterChip[] {
  const { t, i18n } = useLingui();
  return (entity.filters ?? []).flatMap((name) => {
    const field = entity.fields[name];
    const value = search[name];
    if (!field || value === undefined || value === '') return [];
    const label = i18n._(field.label);
    const options = optionsOf(i18n, field, choices[name], { all: '', yes: t`có`, no: t`không` });
    const text = options?.find((option) => option.id === String(value))?.label ?? String(value);
    return [{ id: name, label: `${label}: ${text}`, clear: { [name]: undefined } }];
  });
}

/**
 * The declared filters (`entity.filters`) of a list, kept in the address as `?<field>=a,b`: a
 * choice for enums and yes/no fields, a box for codes and text. In the phone's sheet they are
 * labelled, full width, and write the sheet's draft.
 */
export function EntityFilters({
  entity,
  draft,
  choices = {},
}: {
  entity: Entity;
  draft: FilterDraft;
  /** Filters offered as a choice of these options instead of a box (a document's statuses). */
  choices?: Choices;
}) {
  return (
    <>
      {(entity.filters ?? []).map((name) => {
        const field = entity.fields[name];
        return field ? (
          <DeclaredFilter key={name} name={name} field={field} draft={draft} given={choices[name]} />
        ) : null;
      })}
    </>
  );
}

/** One declared filter: a choice of its options, or a box to type in when it has none. */
function DeclaredFilter({
  name,
  field,
  draft: { search, setSearch, inSheet },
  given,
}: {
  name: string;
  field: FieldDef;
  draft: FilterDraft;
  given: readonly SelectOption[] | undefined;
}) {
  const { t, i18n } = useLingui();
  const label = i18n._(field.label);
  const value = search[name] === undefined ? '' : String(search[name]);
  // A single number goes into the address as one (status=0), not as the quoted text "0".
  const set = (next: string | undefined) =>
    setSearch({
      [name]: next !== undefined && /^-?(0|[1-9]\d{0,14})$/.test(next) ? Number(next) : next,
      pageIndex: 1,
    });
  const all = inSheet ? t`Tất cả` : t`${label}: tất cả`;
  const options = optionsOf(i18n, field, given, {
    all,
    yes: inSheet ? t`Có` : t`${label}: có`,
    no: inSheet ? t`Không` : t`${label}: không`,
  });
  if (!options)
    return <TextFilter label={label} value={value} onCommit={set} labelled={inSheet} immediate={inSheet} />;
  return (
    <Select
      label={label}
      hideLabel={!inSheet}
      value={options.some((o) => o.id === value) ? value : ALL}
      options={options}
      onChange={(key) => set(key === ALL ? undefined : String(key))}
      className={inSheet ? 'grid gap-1.5 [&>button]:h-[44px] [&>button]:justify-between' : ''}
    />
  );
}
