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

export function useImport(entity: Entity) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const fields = importableFields(i18n, entity);
  const [step, setStep] = useState<ImportStep>('pick');
  const [sheet, setSheet] = useState<SheetInput | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<ImportError[]>([]);
  const [written, setWritten] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const fail = (error: unknown, back: ImportStep) => {
    if (controller.current?.signal.aborted) return;
    setFailure(error instanceof Error ? error.message : String(error));
    setStep(back);
  };

  const readFile = async (file: File) => {
    setFailure(null);
    try {
      const read = await readFirstSheet(file).catch(() => {
        throw new Error(t`Không đọc được tệp ${file.name}: hãy chọn một tệp Excel (.xlsx)`);
      });
      const kept = filledRows(read.rows);
      if (kept.rows.length === 0) throw new Error(t`Tệp không có dòng dữ liệu nào dưới dòng tiêu đề`);
      setSheet({ fileName: file.name, headers: read.headers, ...kept });
      setMapping(autoMapping(read.headers, fields));
      setStep('map');
    } catch (error) {
      fail(error, 'pick');
    }
  };

  const items = () => (sheet ? rowsToItems(i18n, entity, sheet.rows, mapping) : []);

  const run = async (dryRun: boolean) => {
    if (!sheet) return;
    const abort = new AbortController();
    controller.current = abort;
    setFailure(null);
    setProgress(0);
    setStep(dryRun ? 'checking' : 'importing');
    try {
      const result = await runImport(entity, items(), sheet.sheetRows, {
        dryRun,
        signal: abort.signal,
        onProgress: setProgress,
      });
      setErrors(result.errors);
      if (!dryRun) rememberRecord(queryClient, entity, null);
      if (!dryRun && result.errors.length === 0) {
        setWritten(result.ok);
        setStep('done');
      } else setStep('review');
    } catch (error) {
      fail(error, dryRun ? 'map' : 'review');
    }
  };

  const cancel = () => {
    controller.current?.abort();
    setStep(step === 'checking' ? 'map' : step);
  };

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
    check: () => void run(true),
    commit: () => void run(false),
    cancel,
    items,
  };
}

export type ImportState = ReturnType<typeof useImport>;
