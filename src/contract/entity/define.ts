import type { MessageDescriptor } from '@lingui/core';
import type { FieldDef } from './fields.ts';

export type Fields = Record<string, FieldDef>;
export type SortType = 'asc' | 'desc';

/** Audit columns a list may show, sort and filter by date on besides the declared fields (logs). */
export const LISTABLE_SYSTEM_COLUMNS = ['created_at', 'created_by', 'updated_at', 'updated_by'] as const;
export type ListableSystemColumn = (typeof LISTABLE_SYSTEM_COLUMNS)[number];
/** A declared field or a listable audit column. */
export type ColumnName<F extends Fields> = (keyof F & string) | ListableSystemColumn;

/** Form rules of spec §5 beyond a single field's kind. */
export type FormRule =
  /** `field` must not equal `other`: '{field} không được trùng với {other}'. */
  { readonly rule: 'duplicate'; readonly field: string; readonly other: string };

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
  /** Registry name, '<module>.<name>' ('stock.units'). */
  readonly name: string;
  /** API path under /api and screen path ('stock/units'). */
  readonly path: string;
  /** Screen path when it differs from the API path (spec: API call-center/providers, screen system/…). */
  readonly screen?: string;
  /** SQL table (snake_case, unique). */
  readonly table: string;
  /** Menu entry whose rights guard every call (spec §6). */
  readonly menuId: string;
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
  /** Field shown as the record's name in lookups and titles. */
  readonly display: keyof F & string;
  readonly list: {
    readonly columns: readonly ColumnName<F>[];
    readonly sort: readonly [ColumnName<F>, SortType];
  };
  /** Searched accent- and case-insensitively by `searchKey` (one trigram index over them). */
  readonly search?: readonly (keyof F & string)[];
  /** Filterable columns: `?<field>=a,b` keeps rows whose value is one of them. */
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
   * Who may ask `/lookup` (code and name, for selects). Reference data is chosen in other modules'
   * forms by people with no right on the catalogue itself (a receptionist picks a customer source),
   * so by default any signed-in user of the tenant may, within their branch and employee scope;
   * records about people (customers) keep their lookup behind the read right.
   */
  readonly lookup?: 'signed-in' | 'read';
  /** Rows the data table must not let the user select (select-all skips them). */
  readonly unselectable?: { readonly field: keyof F & string; readonly equals: unknown };
}

/**
 * A declared entity. Field names are checked against `fields` when declaring (EntityInput<F>);
 * afterwards they are plain strings so every entity fits the registry's one type.
 */
export interface Entity<F extends Fields = Fields> extends Omit<EntityInput<Fields>, 'fields'> {
  readonly fields: F;
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

/** Declares an entity; checks the declaration's internal references once, at load time. */
export function defineEntity<const F extends Fields>(input: EntityInput<F>): Entity<F> {
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
    ...scopeFields(input.scope),
  ];
  const columnRefs = [
    ...input.list.columns,
    input.list.sort[0],
    ...(input.dateField ? [input.dateField] : []),
  ];
  const unknown = [
    ...fieldRefs.filter((name) => !fields.has(name)),
    ...columnRefs.filter((name) => !columns.has(name)),
  ];
  if (unknown.length > 0) throw new Error(`Entity ${input.name}: unknown fields ${unknown.join(', ')}`);
  if (!/^[a-z][a-z0-9_]*$/.test(input.table))
    throw new Error(`Entity ${input.name}: bad table ${input.table}`);
  return { ...(input as unknown as EntityInput<Fields>), fields: input.fields, fieldNames: names };
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

/** Page sizes offered by the data table (spec §2); the API accepts up to the largest. */
export const PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000] as const;
export const MAX_PAGE_SIZE = 1000;
