import type { MessageDescriptor } from '@lingui/core';
import type { SortType } from '../list/list-query.ts';
import type { FieldDef } from './fields.ts';

export type Fields = Record<string, FieldDef>;

/** Audit columns a list may show, sort and filter by date on besides the declared fields (logs). */
export const LISTABLE_SYSTEM_COLUMNS = ['created_at', 'created_by', 'updated_at', 'updated_by'] as const;
export type ListableSystemColumn = (typeof LISTABLE_SYSTEM_COLUMNS)[number];
/** A declared field or a listable audit column. */
export type ColumnName<F extends Fields> = (keyof F & string) | ListableSystemColumn;

/** Form rules of spec §5 beyond a single field's kind. */
export type FormRule =
  /** `field` must not equal `other`: '{field} không được trùng với {other}'. */
  | { readonly rule: 'duplicate'; readonly field: string; readonly other: string }
  /** The date `field` must not come before the date `other` (a period's end and start). */
  | { readonly rule: 'notBefore'; readonly field: string; readonly other: string };

export interface EntityScope<F extends Fields> {
  /** Branch code column (ma_dvcs): rows are limited to the request's branches. */
  readonly branch?: keyof F & string;
  /**
   * 'user' for the branch catalogue itself: reads show every branch the user may work in, not
   * only the selected ones, and an administrator may write a code that is not a branch yet.
   */
  readonly branchesOf?: 'selection' | 'user';
  /** Employee code column (ma_nvbh): rows are limited by the user's employee scope. */
  readonly employee?: keyof F & string;
  /**
   * Personal rows (a to-do list): each user reads and writes only the rows they created
   * (`created_by`, set by the server, whatever the client sends), administrators included. Every
   * signed-in user of the tenant may use such an entity: no menu right is asked.
   */
  readonly owner?: boolean;
  /** Voucher lock: edits and deletes are refused on or before the lock date of branch + type. */
  readonly voucher?: {
    /** The voucher type: a fixed code ('PT1') or the column that holds it. */
    readonly type: { readonly fixed: string } | { readonly field: keyof F & string };
    readonly date: keyof F & string;
  };
}

export interface EntityInput<F extends Fields> {
  /**
   * Registry name, '<module>.<name>' ('stock.units'). The API path, table and menu id follow from
   * it unless declared: 'stock/units', 'stock_units', 'stock.units'.
   */
  readonly name: string;
  /** API path under /api and screen path ('stock/units'). */
  readonly path?: string;
  /** Screen path when it differs from the API path (spec: API call-center/providers, screen system/…). */
  readonly screen?: string;
  /** SQL table (snake_case, unique). */
  readonly table?: string;
  /** Menu entry whose rights guard every call (spec §6). */
  readonly menuId?: string;
  /** Screen title (plural) and the name of one record. */
  readonly title: MessageDescriptor;
  readonly one: MessageDescriptor;
  readonly fields: F;
  /** Human code other entities refer to (unique per tenant); lookups store it. */
  readonly key: keyof F & string;
  /**
   * The key is unique only among rows sharing this field (dictionary codes are unique within
   * their group `loai`): the key's unique index and duplicate checks include it.
   */
  readonly keyScope?: keyof F & string;
  /** Field shown as the record's name in lookups and titles (default: the first `ten_…` field). */
  readonly display?: keyof F & string;
  readonly list: {
    readonly columns: readonly ColumnName<F>[];
    /** Default order of the list (default: newest first by `dateField`, else by the key, ascending). */
    readonly sort?: readonly [ColumnName<F>, SortType];
    /**
     * A phone (below `md`) shows each row as a card; `false` keeps the table (a wide report),
     * scrolled sideways inside its card.
     */
    readonly phoneCards?: boolean;
    /** The card's secondary lines (two or three; default: the first shown columns after the title). */
    readonly cardColumns?: readonly ColumnName<F>[];
  };
  /**
   * Searched accent- and case-insensitively by `searchKey` (one trigram index over them).
   * Default: the key, the display field and its English translation (`ten_…2`) when declared.
   */
  readonly search?: readonly (keyof F & string)[];
  /**
   * Filterable columns: `?<field>=a,b` keeps rows whose value is one of them. Default: `status`
   * when the entity has one, else none.
   */
  readonly filters?: readonly (keyof F & string)[];
  /** The date behind `fromDate`/`toDate`. */
  readonly dateField?: ColumnName<F>;
  readonly scope?: EntityScope<F>;
  /** Extra unique field sets besides `key` (each unique per tenant). */
  readonly unique?: readonly (readonly (keyof F & string)[])[];
  readonly rules?: readonly FormRule[];
  /** Read-only over the API (logs): list and get only. */
  readonly readOnly?: boolean;
  /**
   * No bulk import from a sheet: the entity's writes run business rules row by row (appointments'
   * overlap checks) that an import would skip.
   */
  readonly noImport?: boolean;
  /**
   * Who may ask `/lookup` (code and name, for selects). Reference data is chosen in other modules'
   * forms by people with no right on the catalogue itself (a receptionist picks a customer source),
   * so by default any signed-in user of the tenant may, within their branch and employee scope;
   * records about people (customers) keep their lookup behind the read right.
   */
  readonly lookup?: 'signed-in' | 'read';
  /**
   * An enum field that cuts a table shared with other entities into slices (products and services
   * both live in `stock_products`, by `loai`): this entity reads, updates and deletes only the rows
   * whose field holds one of its options, and its writes accept only those. A bool field slices
   * out the rows flagged true (salers: the employees flagged `la_nvbh`), and the entity's writes
   * always set it. Entities sharing a table declare the same key and search fields; same-named
   * fields have the same kind.
   */
  readonly slice?: keyof F & string;
  /**
   * A list every signed-in user may read without the read right, with these filters forced on it
   * (the branch catalogue: each client loads its user's active branches at startup, spec §4).
   * Holders of the read right list as usual; every other route keeps its right.
   */
  readonly openList?: Readonly<Partial<Record<keyof F & string, string>>>;
  /**
   * Registry name of the entity whose screen shows these rows (a customer's notes on its
   * profile): no screen or menu entry of their own, the parent's menu id guards them.
   */
  readonly partOf?: string;
  /** Rows the data table must not let the user select (select-all skips them). */
  readonly unselectable?: { readonly field: keyof F & string; readonly equals: unknown };
}

/**
 * A declared entity. Field names are checked against `fields` when declaring (EntityInput<F>);
 * afterwards they are plain strings so every entity fits the registry's one type.
 */
export interface Entity<F extends Fields = Fields>
  extends Omit<
    EntityInput<Fields>,
    'fields' | 'path' | 'table' | 'menuId' | 'display' | 'list' | 'search' | 'filters'
  > {
  readonly fields: F;
  readonly search: readonly string[];
  readonly filters: readonly string[];
  readonly path: string;
  readonly table: string;
  readonly menuId: string;
  readonly display: string;
  readonly list: {
    readonly columns: readonly string[];
    readonly sort: readonly [string, SortType];
    readonly phoneCards?: boolean;
    readonly cardColumns?: readonly string[];
  };
  /** Field names in declaration order. */
  readonly fieldNames: readonly string[];
}

function scopeFields<F extends Fields>(scope: EntityScope<F> | undefined): string[] {
  if (!scope) return [];
  const voucher = scope.voucher;
  return [
    ...(scope.branch ? [scope.branch] : []),
    ...(scope.employee ? [scope.employee] : []),
    ...(voucher ? [voucher.date, ...('field' in voucher.type ? [voucher.type.field] : [])] : []),
  ];
}

/** What a declaration may leave out, derived from its name and fields. */
function withDefaults<F extends Fields>(input: EntityInput<F>) {
  const names = Object.keys(input.fields);
  const display = input.display ?? names.find((name) => name.startsWith('ten_')) ?? input.key;
  return {
    ...input,
    path: input.path ?? input.name.replace('.', '/'),
    table: input.table ?? input.name.replace(/[.-]/g, '_'),
    menuId: input.menuId ?? input.name,
    display,
    list: {
      ...input.list,
      sort: input.list.sort ?? (input.dateField ? [input.dateField, 'desc'] : [input.key, 'asc']),
    },
    search: input.search ?? [
      ...new Set([input.key, display, ...names.filter((name) => name === `${display}2`)]),
    ],
    filters: input.filters ?? ('status' in input.fields ? ['status'] : []),
  } as const;
}

/** Declares an entity; checks the declaration's internal references once, at load time. */
export function defineEntity<const F extends Fields>(declared: EntityInput<F>): Entity<F> {
  const input = withDefaults(declared);
  const names = Object.keys(input.fields);
  const fields = new Set(names);
  const columns = new Set<string>([...names, ...LISTABLE_SYSTEM_COLUMNS]);
  const fieldRefs = [
    input.key,
    input.display,
    ...(input.keyScope ? [input.keyScope] : []),
    ...(input.search ?? []),
    ...(input.filters ?? []),
    ...(input.unique ?? []).flat(),
    ...(input.rules ?? []).flatMap((r) => [r.field, r.other]),
    ...(input.unselectable ? [input.unselectable.field] : []),
    ...(input.slice ? [input.slice] : []),
    ...scopeFields(input.scope),
  ];
  const columnRefs = [
    ...input.list.columns,
    ...(input.list.cardColumns ?? []),
    input.list.sort[0],
    ...(input.dateField ? [input.dateField] : []),
  ];
  const unknown = [
    ...fieldRefs.filter((name) => !fields.has(name)),
    ...columnRefs.filter((name) => !columns.has(name)),
  ];
  if (unknown.length > 0) throw new Error(`Entity ${input.name}: unknown fields ${unknown.join(', ')}`);
  const sliceKind = input.slice ? input.fields[input.slice]?.kind : undefined;
  if (input.slice && sliceKind !== 'enum' && sliceKind !== 'bool')
    throw new Error(`Entity ${input.name}: slice ${input.slice} is not an enum or bool field`);
  const unfiltered = Object.keys(input.openList ?? {}).filter((name) => !input.filters?.includes(name));
  if (unfiltered.length > 0)
    throw new Error(`Entity ${input.name}: openList filters undeclared filters ${unfiltered.join(', ')}`);
  if (!/^[a-z][a-z0-9_]*$/.test(input.table))
    throw new Error(`Entity ${input.name}: bad table ${input.table}`);
  return { ...(input as unknown as Entity), fields: input.fields, fieldNames: names };
}

/** Where the entity's list screen lives in the app ('/stock/units'). */
export function screenPath(entity: Entity): string {
  return `/${entity.screen ?? entity.path}`;
}

/** Columns every record carries besides its declared fields. */
export const SYSTEM_COLUMNS = [
  'id',
  'version',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
] as const;

/** The values of the entity's slice field its rows hold, or null when it owns its table whole. */
export function sliceValues(
  entity: Entity,
): { field: string; values: readonly (string | number | boolean)[] } | null {
  if (!entity.slice) return null;
  const field = entity.fields[entity.slice];
  if (field?.kind === 'bool') return { field: entity.slice, values: [true] };
  if (field?.kind !== 'enum') return null;
  return { field: entity.slice, values: field.options.map(([value]) => value) };
}

/**
 * One entity per table, with the columns of every entity sharing it (the first declared wins on a
 * shared name): what the table and migration are derived from.
 */
export function tableEntities(entities: readonly Entity[]): Map<string, Entity> {
  const byTable = new Map<string, Entity>();
  for (const entity of entities) {
    const first = byTable.get(entity.table);
    if (!first) {
      byTable.set(entity.table, entity);
      continue;
    }
    const fields = { ...entity.fields, ...first.fields };
    const fieldNames = [...first.fieldNames, ...entity.fieldNames.filter((n) => !(n in first.fields))];
    // Every sharing entity's list columns get their sort index.
    const columns = [...new Set([...first.list.columns, ...entity.list.columns])];
    byTable.set(entity.table, { ...first, fields, fieldNames, list: { ...first.list, columns } });
  }
  return byTable;
}
