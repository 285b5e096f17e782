import { Trans, useLingui } from '@lingui/react/macro';
import type { Key } from 'react-aria-components';
import { Alert } from '../../ui/Alert.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import type { ImportState } from './use-import.ts';

const SKIP = '__skip';

/** One choice per sheet column: the field it fills, or "Bỏ qua"; required fields left out are named. */
export function ColumnMapping({ state }: { state: ImportState }) {
  const { t } = useLingui();
  const { sheet, fields, mapping, setMapping } = state;
  if (!sheet) return null;
  const options = [
    { id: SKIP, label: t`— Bỏ qua cột này —` },
    ...fields.map((f) => ({ id: f.name, label: f.label })),
  ];
  const missing = fields.filter((f) => f.required && !mapping.includes(f.name)).map((f) => f.label);
  const choose = (column: number, key: Key | null) =>
    setMapping(
      mapping.map((name, i) => {
        if (i === column) return key === null || key === SKIP ? null : String(key);
        // A field fills from one column: choosing it here frees the column that had it.
        return name === key ? null : name;
      }),
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">
        <Trans>
          Tệp {sheet.fileName}: {sheet.rows.length} dòng. Chọn trường nhận dữ liệu của từng cột.
        </Trans>
      </p>
      {missing.length > 0 ? (
        <Alert tone="warning">
          <Trans>Chưa có cột cho trường bắt buộc: {missing.join(', ')}</Trans>
        </Alert>
      ) : null}
      <div className="grid max-h-[50vh] gap-3 overflow-y-auto pr-1 sm:grid-cols-2">
        {sheet.headers.map((header, column) => (
          <SelectField
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the sheet
            key={column}
            label={header || t`Cột ${column + 1}`}
            options={options}
            value={mapping[column] ?? SKIP}
            onChange={(key) => choose(column, key)}
          />
        ))}
      </div>
    </div>
  );
}
