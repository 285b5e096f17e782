import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Entity } from '../../../contract/entity/define.ts';
import type { ImportError } from '../../../contract/entity/import.ts';
import { rememberRecord } from '../entity-api.ts';
import type { CellValue } from './cells.ts';
import { readFirstSheet } from './excel-file.ts';
import { runImport } from './import-run.ts';
import { autoMapping, filledRows, importableFields, rowsToItems } from './sheet.ts';

/**
 * The steps of an Excel import: pick a file → map its columns → check (dry runs) → review →
 * import → done. Nothing is written before "Nhập"; cancelling a check aborts its requests.
 */
export type ImportStep = 'pick' | 'map' | 'checking' | 'review' | 'importing' | 'done';

export interface SheetInput {
  fileName: string;
  headers: string[];
  rows: CellValue[][];
  /** The sheet row of each kept row (blank rows are left out). */
  sheetRows: number[];
}

/** The file's first sheet, its blank rows left out; a file that is no sheet or has no rows fails. */
async function readSheetInput(file: File, unreadable: string, empty: string): Promise<SheetInput> {
  const read = await readFirstSheet(file).catch(() => {
    throw new Error(unreadable);
  });
  const kept = filledRows(read.rows);
  if (kept.rows.length === 0) throw new Error(empty);
  return { fileName: file.name, headers: read.headers, ...kept };
}

/** The server's side of the steps: dry runs or the import, their progress and their report. */
function useRun(entity: Entity) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<ImportError[]>([]);
  const [written, setWritten] = useState(0);
  const controller = useRef<AbortController | null>(null);
  /** Answers whether every row passed (dry run) or was written. */
  const run = async (items: Record<string, unknown>[], sheetRows: readonly number[], dryRun: boolean) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    const result = await runImport(entity, items, sheetRows, {
      dryRun,
      signal: abort.signal,
      onProgress: setProgress,
    });
    setErrors(result.errors);
    if (!dryRun) rememberRecord(queryClient, entity, null);
    if (!dryRun) setWritten(result.ok);
    return result.errors.length === 0;
  };
  const aborted = () => controller.current?.signal.aborted === true;
  const abort = () => controller.current?.abort();
  return { progress, errors, written, run, aborted, abort };
}

export function useImport(entity: Entity) {
  const { t, i18n } = useLingui();
  const unreadable = (name: string) => t`Không đọc được tệp ${name}: hãy chọn một tệp Excel (.xlsx)`;
  const fields = importableFields(i18n, entity);
  const [step, setStep] = useState<ImportStep>('pick');
  const [sheet, setSheet] = useState<SheetInput | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const server = useRun(entity);

  const fail = (error: unknown, back: ImportStep) => {
    if (server.aborted()) return;
    setFailure(error instanceof Error ? error.message : String(error));
    setStep(back);
  };

  const readFile = async (file: File) => {
    setFailure(null);
    try {
      const empty = t`Tệp không có dòng dữ liệu nào dưới dòng tiêu đề`;
      const input = await readSheetInput(file, unreadable(file.name), empty);
      setSheet(input);
      setMapping(autoMapping(input.headers, fields));
      setStep('map');
    } catch (error) {
      fail(error, 'pick');
    }
  };

  const run = async (dryRun: boolean) => {
    if (!sheet) return;
    setFailure(null);
    setStep(dryRun ? 'checking' : 'importing');
    try {
      const items = rowsToItems(i18n, entity, sheet.rows, mapping);
      const passed = await server.run(items, sheet.sheetRows, dryRun);
      setStep(!dryRun && passed ? 'done' : 'review');
    } catch (error) {
      fail(error, dryRun ? 'map' : 'review');
    }
  };

  const cancel = () => {
    server.abort();
    if (step === 'checking') setStep('map');
  };

  const { progress, errors, written } = server;
  const check = () => void run(true);
  const commit = () => void run(false);
  return {
    step,
    setStep,
    sheet,
    fields,
    mapping,
    setMapping,
    progress,
    errors,
    written,
    failure,
    readFile,
    check,
    commit,
    cancel,
  };
}

export type ImportState = ReturnType<typeof useImport>;
