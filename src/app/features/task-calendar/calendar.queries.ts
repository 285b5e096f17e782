import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type CalendarResponse, CONFIRM_PARAM } from '../../../contract/api/tasks.api.ts';
import { apiGet, apiRequest } from '../../data/api.ts';
import { type EntityRow, entityKey, entityRowSchema } from '../../entity-ui/entity-api.ts';
import type { CalendarKind } from './calendar-kind.ts';

/** A calendar's reads and writes (its feed, POST/PATCH/DELETE of its entity): see calendar-kind.ts. */

const calendarSchema = z.custom<CalendarResponse>(
  (value) => typeof value === 'object' && value !== null && Array.isArray((value as CalendarResponse).tasks),
);

export interface CalendarRange {
  from: string;
  to: string;
  /** Branch code, or '' for every branch of the request. */
  branch: string;
}

/** Under the entity's key: a save from the list screen refreshes the calendar too. */
export const calendarKey = (kind: CalendarKind) => [...entityKey(kind.entity), 'calendar'] as const;

export const calendarQuery = (kind: CalendarKind, { from, to, branch }: CalendarRange) =>
  queryOptions({
    queryKey: [...calendarKey(kind), from, to, branch],
    queryFn: ({ signal }) =>
      apiGet(kind.feed, calendarSchema, {
        query: { fromDate: from, toDate: to, ...(branch ? { ma_dvcs: branch } : {}) },
        signal,
      }),
    staleTime: 15_000,
  });

export const taskQuery = (kind: CalendarKind, id: string) =>
  queryOptions({
    queryKey: [...entityKey(kind.entity), 'one', id],
    queryFn: ({ signal }) =>
      apiGet(`${kind.entity.path}/${encodeURIComponent(id)}`, entityRowSchema, { signal }),
  });

/**
 * Creates (no id) or changes a booking. Online only: an overlap must be seen and confirmed by a
 * person at the desk, which a write replayed later from the outbox could not ask.
 */
export function saveTask(
  kind: CalendarKind,
  id: string | null,
  body: Record<string, unknown>,
  confirmed: boolean,
): Promise<EntityRow> {
  const query = confirmed ? { [CONFIRM_PARAM]: '1' } : undefined;
  const path = kind.entity.path;
  if (id) return apiRequest('PATCH', `${path}/${encodeURIComponent(id)}`, entityRowSchema, { body, query });
  return apiRequest('POST', path, entityRowSchema, { body, query });
}

export function deleteTask(kind: CalendarKind, id: string, version: number): Promise<unknown> {
  return apiRequest('DELETE', `${kind.entity.path}/${encodeURIComponent(id)}`, z.unknown(), {
    query: { version: String(version) },
  });
}
