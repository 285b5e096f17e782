import { readSheet } from 'read-excel-file/browser';
import writeXlsxFile from 'write-excel-file/browser';
import type { CellValue } from './cells.ts';
import type { ExportCell } from './sheet.ts';

/**
 * The two Excel libraries (write-excel-file, read-excel-file; browser builds, no eval; large
 * files zip in blob: workers, allowed by the CSP). Only the lazily loaded Excel chunks import
 * this file, so the list screen does not carry them.
 */

const HEADER = { fontWeight: 'bold', backgroundColor: '#EEEDFD' } as const;

/** Saves a sheet: a bold header row, then the rows; the browser downloads it as `fileName`. */
export async function saveSheet(
  headers: readonly string[],
  rows: readonly (readonly (ExportCell | null)[])[],
  fileName: string,
  sheet: string,
): Promise<void> {
  const data = [headers.map((value) => ({ value, type: String, ...HEADER })), ...rows.map((row) => [...row])];
  const columns = headers.map((header) => ({ width: Math.min(60, Math.max(12, header.length + 4)) }));
  const blob = await writeXlsxFile(data as never, {
    sheet: sheet.slice(0, 31).replace(/[\\/?*[\]:]/g, '-'),
    columns,
    stickyRowsCount: 1,
  }).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ReadSheet {
  headers: string[];
  rows: CellValue[][];
}

/** The first sheet of an .xlsx file: its first row as headers, numbers kept as their text. */
export async function readFirstSheet(file: Blob): Promise<ReadSheet> {
  const data = (await readSheet<string>(file, { parseNumber: (text) => text })) as unknown as CellValue[][];
  const [head = [], ...rows] = data;
  return { headers: head.map((cell) => (cell === null ? '' : String(cell).trim())), rows };
}
