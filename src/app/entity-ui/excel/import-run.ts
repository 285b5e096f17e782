import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/api/errors.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import {
  IMPORT_MAX_ROWS,
  type ImportError,
  type ImportResult,
  importResultSchema,
} from '../../../contract/entity/import.ts';
import { apiRequest } from '../../data/api.ts';
import { ApiRequestError } from '../../data/api-errors.ts';

/**
 * Sends a sheet to POST <path>/import. Checking goes in small dry-run chunks so the progress bar
 * moves; the real import sends the whole sheet in one call (one transaction), or, beyond 5000
 * rows, one call per 5000 — the screen says so before the user confirms.
 */

/** Rows per dry-run call: small enough for the bar to move, large enough to be quick. */
export const CHECK_CHUNK = 500;

export interface RunOptions {
  dryRun: boolean;
  signal: AbortSignal;
  onProgress: (done: number) => void;
}

/** Errors of a chunk read back onto the sheet's own rows (`sheetRows[i]` is item i's row). */
function onSheetRows(
  errors: readonly ImportError[],
  start: number,
  sheetRows: readonly number[],
): ImportError[] {
  return errors.map((error) => ({ ...error, row: sheetRows[start + error.row - 1] ?? error.row }));
}

/** The report, also when a real import was refused (400 IMPORT_INVALID carries it). */
const answerSchema = z.union([importResultSchema, apiErrorSchema]);

async function send(
  entity: Entity,
  items: Record<string, unknown>[],
  dryRun: boolean,
  signal: AbortSignal,
): Promise<ImportResult> {
  const answer = await apiRequest('POST', `${entity.path}/import`, answerSchema, {
    body: { items, dry_run: dryRun, first_row: 1 },
    signal,
    acceptStatus: [400],
  });
  if ('errors' in answer) return answer;
  throw new ApiRequestError(400, answer, true);
}

export async function runImport(
  entity: Entity,
  items: Record<string, unknown>[],
  sheetRows: readonly number[],
  { dryRun, signal, onProgress }: RunOptions,
): Promise<ImportResult> {
  const size = dryRun ? CHECK_CHUNK : IMPORT_MAX_ROWS;
  const result: ImportResult = { ok: 0, errors: [] };
  for (let start = 0; start < items.length; start += size) {
    signal.throwIfAborted();
    const answer = await send(entity, items.slice(start, start + size), dryRun, signal);
    result.ok += answer.ok;
    result.errors.push(...onSheetRows(answer.errors, start, sheetRows));
    onProgress(Math.min(items.length, start + size));
    if (!dryRun && answer.errors.length > 0) break;
  }
  return result;
}
