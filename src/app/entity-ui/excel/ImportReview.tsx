import { Trans, useLingui } from '@lingui/react/macro';
import type { Entity } from '../../../contract/entity/define.ts';
import { IMPORT_MAX_ROWS } from '../../../contract/entity/import.ts';
import { Alert } from '../../ui/Alert.tsx';
import { formatNumber } from '../format.ts';
import type { ImportState } from './use-import.ts';

/** Rows of the sheet shown before importing. */
const PREVIEW_ROWS = 10;

const cellClass = 'border-b border-line px-2 py-1.5 text-left align-top';

/** The check's answer: how many rows pass, every error (row, column, message), the first rows. */
export function ImportReview({ entity, state }: { entity: Entity; state: ImportState }) {
  const { t } = useLingui();
  const { sheet, mapping, errors } = state;
  if (!sheet) return null;
  const columnOf = (field: string) => {
    const column = mapping.indexOf(field);
    if (column >= 0) return sheet.headers[column] || t`Cột ${column + 1}`;
    const declared = entity.fields[field];
    return declared ? t(declared.label) : field;
  };
  const total = sheet.rows.length;
  const calls = Math.ceil(total / IMPORT_MAX_ROWS);
  return (
    <div className="grid gap-4">
      {errors.length > 0 ? (
        <Alert>
          <Trans>
            Có {formatNumber(errors.length)} lỗi trong {formatNumber(total)} dòng. Sửa tệp rồi chọn lại; chưa
            có dòng nào được nhập.
          </Trans>
        </Alert>
      ) : (
        <Alert tone="success">
          <Trans>Cả {formatNumber(total)} dòng hợp lệ, sẵn sàng nhập.</Trans>
        </Alert>
      )}
      {errors.length === 0 && calls > 1 ? (
        <Alert tone="info">
          <Trans>
            Tệp có hơn {formatNumber(IMPORT_MAX_ROWS)} dòng nên sẽ được nhập thành {calls} lần, mỗi lần tối đa{' '}
            {formatNumber(IMPORT_MAX_ROWS)} dòng và ghi trọn vẹn hoặc không ghi gì.
          </Trans>
        </Alert>
      ) : null}
      {errors.length > 0 ? <ErrorTable state={state} columnOf={columnOf} /> : null}
      <PreviewTable state={state} />
    </div>
  );
}

/** Every problem the check found: the sheet row, the column it sits in, the message. */
function ErrorTable({ state, columnOf }: { state: ImportState; columnOf: (field: string) => string }) {
  const { t } = useLingui();
  const { errors } = state;
  return (
    <div className="max-h-56 overflow-auto rounded-md border border-line">
      <table className="w-full text-sm" aria-label={t`Lỗi theo dòng`}>
        <thead className="sticky top-0 bg-subtle text-muted">
          <tr>
            <th className={cellClass}>{t`Dòng`}</th>
            <th className={cellClass}>{t`Cột`}</th>
            <th className={cellClass}>{t`Lỗi`}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row may hold several errors of one field
            <tr key={i}>
              <td className={`${cellClass} tabular-nums`}>{error.row}</td>
              <td className={cellClass}>{columnOf(error.field)}</td>
              <td className={`${cellClass} text-danger-ink`}>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The first rows of the sheet under their mapped columns. */
function PreviewTable({ state }: { state: ImportState }) {
  const { t } = useLingui();
  const { sheet, mapping } = state;
  if (!sheet) return null;
  const total = sheet.rows.length;
  const mapped = mapping.flatMap((name, column) => (name ? [{ name, column }] : []));
  return (
    <div className="overflow-auto rounded-md border border-line">
      <table className="w-full text-sm" aria-label={t`Xem trước ${Math.min(PREVIEW_ROWS, total)} dòng đầu`}>
        <thead className="bg-subtle text-muted">
          <tr>
            <th className={cellClass}>{t`Dòng`}</th>
            {mapped.map(({ name, column }) => (
              <th key={name} className={`${cellClass} whitespace-nowrap`}>
                {sheet.headers[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.slice(0, PREVIEW_ROWS).map((row, i) => (
            <tr key={sheet.sheetRows[i]}>
              <td className={`${cellClass} tabular-nums text-muted`}>{sheet.sheetRows[i]}</td>
              {mapped.map(({ name, column }) => (
                <td key={name} className={cellClass}>
                  {shown(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function shown(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10).split('-').reverse().join('/');
  return String(cell);
}
