import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DictionaryEntry } from '../../../contract/api/reference.api.ts';
import { matchesWords } from '../../../contract/domain/text.ts';
import { entityByName } from '../../../contract/entities/registry.ts';
import type { DictionaryField, LookupField } from '../../../contract/entity/fields.ts';
import { catalogueOfPath, useKeptCatalogue } from '../../data/reference-lists.ts';
import type { Query } from '../../data/request-params.ts';
import { dictionariesQuery } from '../../data/session.queries.ts';
import { useOnline } from '../../state/network.ts';
import { session } from '../../state/session.ts';
import { type LookupList, lookupQuery } from '../entity-api.ts';

/** Where a lookup or dictionary field takes its options: `GET /api/<target path>/lookup`. */
export function lookupSource(field: LookupField | DictionaryField): { path: string; extra: Query } {
  if (field.kind === 'dictionary') return { path: 'system/dictionaries', extra: { loai: field.group } };
  try {
    return { path: entityByName(field.entity).path, extra: {} };
  } catch {
    // Declared elsewhere (not in this client's registry yet): the path follows the name.
    return { path: field.entity.replace('.', '/'), extra: {} };
  }
}

export const LOOKUP_DEBOUNCE_MS = 300;

/** A group's entries matching what is typed, from the dictionaries kept since startup. */
export function dictionaryOptions(
  entries: readonly DictionaryEntry[],
  group: string,
  typed: string,
): LookupList {
  const items = entries
    .filter((entry) => entry.loai === group && matchesWords(`${entry.value} ${entry.label}`, typed))
    .map(({ value, label }) => ({ value, label }));
  return { items, total: items.length };
}

/** The dictionaries loaded at startup, when the field is a dictionary entry and they are there. */
function useKeptDictionary(field: LookupField | DictionaryField) {
  const dictionary = field.kind === 'dictionary';
  const kept = useQuery({ ...dictionariesQuery(session.tenant), enabled: dictionary });
  return dictionary ? kept.data : undefined;
}

/**
 * A catalogue kept whole (units, warehouses, taxes… data/reference-lists.ts) the field picks from.
 * One longer than what is kept is searched on the server — except offline, where the part kept is
 * better than no choice at all.
 */
function useKeptCatalogueOf(field: LookupField | DictionaryField) {
  const name = field.kind === 'lookup' ? catalogueOfPath(lookupSource(field).path) : undefined;
  const { list, pending } = useKeptCatalogue(name);
  const online = useOnline();
  return { catalogue: list && (list.items.length === list.total || !online) ? list : undefined, pending };
}

/** The kept options matching what is typed (accents and case ignored, like the server's search). */
function matchingOptions(items: readonly { value: string; label: string }[], typed: string): LookupList {
  const found = items.filter((item) => matchesWords(`${item.value} ${item.label}`, typed));
  return { items: found.map(({ value, label }) => ({ value, label })), total: found.length };
}

/**
 * The options matching what is typed: a dictionary field filters the entries kept since startup,
 * a kept catalogue its items (at once, offline too); other lookups ask the server 300 ms after
 * typing stops (trimmed).
 */
export function useLookupOptions(field: LookupField | DictionaryField, typed: string, enabled: boolean) {
  const [searchKey, setSearchKey] = useState(typed.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setSearchKey(typed.trim()), LOOKUP_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const kept = useKeptDictionary(field);
  const { catalogue, pending } = useKeptCatalogueOf(field);
  const { path, extra } = lookupSource(field);
  const remote = useQuery({
    ...lookupQuery(path, searchKey, extra),
    enabled: enabled && !kept && !catalogue && !pending,
    placeholderData: (previous) => previous,
  });
  if (kept)
    return { data: dictionaryOptions(kept, (field as DictionaryField).group, typed), isFetching: false };
  if (catalogue) return { data: matchingOptions(catalogue.items, typed), isFetching: false };
  if (pending) return { data: undefined, isFetching: true };
  return { data: remote.data, isFetching: remote.isFetching };
}

/** The label of a stored value when the record did not carry its name: `?value=<code>`. */
export function useLookupLabel(
  field: LookupField | DictionaryField,
  value: string,
  known: string | undefined,
) {
  const dictionary = useKeptDictionary(field);
  const { catalogue } = useKeptCatalogueOf(field);
  const kept =
    dictionary?.find((entry) => entry.value === value && entry.loai === (field as DictionaryField).group) ??
    catalogue?.items.find((item) => item.value === value);
  const { path, extra } = lookupSource(field);
  // Not among the kept entries (one no longer in use): ask the server for its name.
  const query = useQuery({
    ...lookupQuery(path, '', { ...extra, value }),
    enabled: value !== '' && !known && !kept,
  });
  return known ?? kept?.label ?? query.data?.items.find((item) => item.value === value)?.label;
}
