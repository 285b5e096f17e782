import type { DocumentType } from '../../contract/documents/define.ts';
import { AWAITING_APPROVAL } from '../../contract/documents/statuses.ts';
import type { BespokeLayoutKey } from '../../contract/list/list-layouts.ts';
import { apiPost } from '../data/api.ts';
import { ApiRequestError } from '../data/api-errors.ts';
import { fetchList, forgetTotals } from '../data/list-fetch.ts';
import { type EntityRow, entityKey, entityListSchema, entityRowSchema } from '../entity-ui/entity-api.ts';
import type { ListScreen } from '../entity-ui/list/list-screen.ts';
import { APPROVE_SHAPE } from './approve-shape.ts';

/**
 * The approve screen of a document type (documents.md §2) as a bespoke list on the data table:
 * the type's headers in the awaiting-approval status, whatever the address says, moved on one by
 * one through the engine's status route (locks, rights, audit and posting stay the server's).
 */

/** The saved layout of each approve screen (list-layouts.ts guards it by the screen's menu). */
const LAYOUTS: Readonly<Record<string, BespokeLayoutKey>> = {
  'sales.bills': 'table_approve_bills',
  'sales.services': 'table_approve_services',
  'sales.returns': 'table_approve_returns',
  'purchases.domestic-orders': 'table_approve_domestic_orders',
};

/** The menu whose edit right approves: the type's approve screen, else its own screen. */
export function approveMenuOf(document: DocumentType): string {
  return document.approveMenuId ?? document.menuId;
}

const screens = new WeakMap<DocumentType, ListScreen<EntityRow>>();

export function approveScreen(document: DocumentType): ListScreen<EntityRow> {
  let screen = screens.get(document);
  if (screen) return screen;
  screen = {
    ...APPROVE_SHAPE,
    settingsKey: LAYOUTS[document.name] ?? 'table_approve_bills',
    queryKey: () => [...entityKey(document.header), 'approve'],
    fetchPage: (params, signal) =>
      fetchList(
        document.path,
        { ...params, filters: { status: AWAITING_APPROVAL } },
        entityListSchema,
        signal,
      ),
    rowKey: (row) => row.id,
  };
  screens.set(document, screen);
  return screen;
}

/** What moving the chosen documents gave: the numbers moved, and each refusal with its reason. */
export interface MoveOutcome {
  moved: string[];
  refused: { so_ct: string; message: string }[];
}

/**
 * Each chosen document to `status`, one request each so a locked or stale one refuses alone and
 * the others still move; each request is its own transaction on the server.
 */
export async function moveDocuments(
  document: DocumentType,
  rows: readonly EntityRow[],
  status: string,
): Promise<MoveOutcome> {
  const outcome: MoveOutcome = { moved: [], refused: [] };
  for (const row of rows) {
    const number = String(row.so_ct ?? row.id);
    try {
      await apiPost(
        `${document.path}/${encodeURIComponent(row.id)}/status`,
        { status, version: row.version },
        entityRowSchema,
      );
      outcome.moved.push(number);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      outcome.refused.push({ so_ct: number, message: error.message });
    }
  }
  forgetTotals(document.path);
  return outcome;
}
