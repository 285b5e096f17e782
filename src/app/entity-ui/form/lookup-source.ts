import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { entityByName } from '../../../contract/entities/registry.ts';
import type { DictionaryField, LookupField } from '../../../contract/entity/fields.ts';
import type { Query } from '../../data/request-params.ts';
import { lookupQuery } from '../entity-api.ts';

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

/** The options matching what is typed, asked 300 ms after typing stops (trimmed). */
export function useLookupOptions(field: LookupField | DictionaryField, typed: string, enabled: boolean) {
  const [searchKey, setSearchKey] = useState(typed.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setSearchKey(typed.trim()), LOOKUP_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { path, extra } = lookupSource(field);
  return useQuery({
    ...lookupQuery(path, searchKey, extra),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The label of a stored value when the record did not carry its name: `?value=<code>`. */
export function useLookupLabel(
  field: LookupField | DictionaryField,
  value: string,
  known: string | undefined,
) {
  const { path, extra } = lookupSource(field);
  const query = useQuery({ ...lookupQuery(path, '', { ...extra, value }), enabled: value !== '' && !known });
  return known ?? query.data?.items.find((item) => item.value === value)?.label;
}
