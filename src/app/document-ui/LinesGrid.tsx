import { useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import type { DocumentType } from '../../contract/documents/define.ts';
import type { LineAmounts } from '../../contract/domain/document-totals.ts';
import type { FieldDef, NumberField } from '../../contract/entity/fields.ts';
import { Button } from '../ui/Button.tsx';
import { useMinWidth } from '../ui/use-min-width.ts';
import { LineCards } from './LineCards.tsx';
import { AmountCell, ChoiceCell, NumberCell, TextCell } from './LineCells.tsx';
import { editableColumns, isPriced, type LineProduct, type LineState } from './lines.ts';
import { ProductCell } from './ProductCell.tsx';
import { ProductPickerSheet } from './ProductPickerSheet.tsx';
import type { DocumentLines } from './use-document-lines.ts';

export interface GridOptions {
  /** Warehouses of the document's branch (where its lines move stock). */
  warehouses: readonly { value: string; label: string }[];
  /** Every warehouse: a transfer may send to another branch. */
  allWarehouses: readonly { value: string; label: string }[];
  taxes: readonly { value: string; label: string }[];
  unitName: (code: string) => string;
  /** The tenant tracks batches (stock_product_batch): batch and expiry columns may show. */
  batches: boolean;
}

/** The path Enter takes along a line (Tab walks every cell): item, quantity, price, next line. */
function enterPath(document: DocumentType): string[] {
  return isPriced(document) ? ['ma_vt', 'so_luong', 'gia'] : ['ma_vt', 'so_luong'];
}

/** Column widths (px); the item name takes what is left, at least NAME_MIN. */
const WIDTHS: Record<string, number> = {
  ma_vt: 116,
  dvt: 112,
  so_luong: 84,
  gia: 112,
  ty_le_ck: 64,
  ma_thue: 76,
  tien: 112,
  ma_kho: 132,
  ma_kho_nhap: 132,
  ma_lo: 96,
  ngay_hhsd: 136,
  ghi_chu: 140,
};
const NAME_MIN = 200;
/** Shown only while the tenant tracks batches and a line's item does (or a line already names one). */
const BATCH_COLUMNS = new Set(['ma_lo', 'ngay_hhsd']);
const NUMERIC_COLUMNS = new Set(['so_luong', 'gia', 'ty_le_ck', 'tien']);
const EDGES = 40 + 44;

function useNavigation(document: DocumentType, lines: DocumentLines, columns: readonly string[]) {
  const path = enterPath(document);
  const next = (line: LineState, column: string) => {
    const at = path.indexOf(column);
    const following = at >= 0 ? path[at + 1] : columns[columns.indexOf(column) + 1];
    if (following) return lines.setFocus({ key: line.key, column: following });
    const index = lines.lines.findIndex((l) => l.key === line.key);
    const below = lines.lines[index + 1];
    if (below) lines.setFocus({ key: below.key, column: 'ma_vt' });
    else lines.addLine();
  };
  const onKeyDown = (line: LineState, column: string) => (event: KeyboardEvent<HTMLElement>) => {
    const last = lines.lines.at(-1)?.key === line.key && column === columns.at(-1);
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      next(line, column);
    } else if (event.key === 'Tab' && !event.shiftKey && last) {
      event.preventDefault();
      lines.addLine();
    } else if (event.key === 'Delete' && event.ctrlKey) {
      event.preventDefault();
      lines.removeLine(line.key);
    }
  };
  return { next, onKeyDown };
}

/**
 * The lines grid of a document form (design/documents.md §6): one row per line, a cell per line
 * field, amounts computed as you type. Keyboard first: Enter goes item → quantity → price → next
 * line (adding one at the end), Tab walks every cell and adds a line after the last, Ctrl+Delete
 * removes the line.
 */
export function LinesGrid({
  document,
  lines,
  amounts,
  errors,
  options,
  isReadOnly,
}: {
  document: DocumentType;
  lines: DocumentLines;
  amounts: readonly LineAmounts[];
  errors: ReadonlyMap<string, string>;
  options: GridOptions;
  isReadOnly: boolean;
}) {
  const { t, i18n } = useLingui();
  const fields = document.lines.details.fields;
  const batches =
    options.batches && lines.lines.some((l) => l.product?.theo_lo || l.values.ma_lo || l.values.ngay_hhsd);
  const columns = editableColumns(document).filter((name) => batches || !BATCH_COLUMNS.has(name));
  const priced = isPriced(document);
  const nav = useNavigation(document, lines, columns);
  const wide = useMinWidth('md');
  const [picking, setPicking] = useState(false);
  // A phone's picked product fills the empty last line, or a new one.
  const pickProduct = (product: LineProduct) => {
    const last = lines.lines.at(-1);
    const key = last && !last.values.ma_vt ? last.key : lines.addLine('so_luong');
    lines.chooseProduct(key, product);
  };
  const label = (name: string) => (fields[name] ? i18n._((fields[name] as FieldDef).label) : name);
  const headers = [
    ...columns.slice(0, 1),
    'ten_vt',
    ...columns.slice(1).flatMap((name) => (name === 'ma_thue' && priced ? [name, 'tien'] : [name])),
  ];
  if (priced && !headers.includes('tien')) headers.splice(headers.indexOf('gia') + 1, 0, 'tien');
  // Narrow columns carry a short heading; each cell's own label keeps the field's full name.
  const short: Record<string, string> = {
    ten_vt: t`Tên hàng`,
    tien: t`Thành tiền`,
    dvt: t`ĐVT`,
    ty_le_ck: t`CK %`,
    ma_thue: t`Thuế`,
    ngay_hhsd: t`Hạn dùng`,
  };
  const headerLabel = (name: string) => short[name] ?? label(name);
  const cell = (line: LineState, index: number, name: string) => {
    const id = `${line.key}:${name}`;
    const common = {
      id,
      label: `${label(name)} ${t`dòng`} ${index + 1}`,
      value: line.values[name] ?? '',
      error: errors.get(`${line.key}.${name}`),
      isReadOnly,
      onChange: (value: string) => lines.setCell(line.key, name, value),
      onKeyDown: nav.onKeyDown(line, name),
    };
    if (name === 'ma_vt')
      return (
        <ProductCell
          id={id}
          label={common.label}
          value={common.value}
          product={line.product}
          error={common.error}
          isReadOnly={isReadOnly}
          onChange={common.onChange}
          onChosen={(product) => {
            lines.chooseProduct(line.key, product);
            lines.setFocus({ key: line.key, column: 'so_luong' });
          }}
          onEnterDone={() => nav.next(line, 'ma_vt')}
        />
      );
    if (name === 'ten_vt')
      return (
        <span className="block truncate px-2 text-sm leading-8" title={line.product?.ten_vt}>
          {line.product?.ten_vt ?? ''}
        </span>
      );
    if (name === 'tien') return <AmountCell value={amounts[index]?.tien_hang ?? '0'} />;
    if (name === 'dvt') {
      const units = line.product?.units ?? [];
      const choices = units.map((u) => ({
        value: u.dvt,
        label: u.he_so === '1' ? options.unitName(u.dvt) : `${options.unitName(u.dvt)} ×${u.he_so}`,
      }));
      // A line saved without a unit counts in the item's base unit.
      const unit = common.value || line.product?.dvt || '';
      return (
        <ChoiceCell
          {...common}
          value={unit}
          options={choices}
          onChange={(dvt) => lines.changeUnit(line.key, dvt)}
        />
      );
    }
    if (name === 'ma_kho') return <ChoiceCell {...common} options={options.warehouses} />;
    // A transfer sends to any warehouse, another branch's too (in transit until received there).
    if (name === 'ma_kho_nhap') return <ChoiceCell {...common} options={options.allWarehouses} />;
    if (name === 'ma_thue') return <ChoiceCell {...common} options={options.taxes} allowEmpty />;
    if (name === 'ngay_hhsd') return <TextCell {...common} type="date" />;
    if (name === 'ma_lo') return <TextCell {...common} uppercase />;
    const field = fields[name];
    if (field && field.kind === 'numeric') return <NumberCell {...common} field={field as NumberField} />;
    return <TextCell {...common} />;
  };
  const cards = (
    <LineCards
      lines={lines.lines}
      headers={headers}
      headerLabel={label}
      cell={cell}
      isReadOnly={isReadOnly}
      onQuantity={(line, value) => lines.setCell(line.key, 'so_luong', value)}
      onRemove={(line) => lines.removeLine(line.key)}
    />
  );
  return (
    <div className="grid gap-2">
      {wide ? (
        <div className="overflow-x-auto rounded-md border border-line">
          <table
            className="w-full table-fixed border-collapse text-sm"
            style={{ minWidth: headers.reduce((sum, name) => sum + (WIDTHS[name] ?? NAME_MIN), EDGES) }}
          >
            <colgroup>
              <col style={{ width: 40 }} />
              {headers.map((name) => (
                <col key={name} style={WIDTHS[name] ? { width: WIDTHS[name] } : undefined} />
              ))}
              <col style={{ width: 44 }} />
            </colgroup>
            <thead className="bg-canvas text-left text-xs font-semibold text-muted uppercase">
              <tr>
                <th scope="col" className="px-2 py-2 text-center">
                  #
                </th>
                {headers.map((name) => (
                  <th
                    key={name}
                    scope="col"
                    className={`px-2 py-2 leading-tight ${NUMERIC_COLUMNS.has(name) ? 'text-right' : ''}`}
                  >
                    {headerLabel(name)}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr-only">{t`Xóa dòng`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.lines.map((line, index) => (
                <tr key={line.key} className="border-t border-line align-top">
                  <td className="px-2 py-1.5 text-center text-xs text-muted tabular-nums">{index + 1}</td>
                  {headers.map((name) => (
                    <td key={name} className="px-0.5 py-0.5">
                      {cell(line, index, name)}
                    </td>
                  ))}
                  <td className="px-1 py-0.5">
                    {isReadOnly ? null : (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t`Xóa dòng ${index + 1}`}
                        excludeFromTabOrder
                        className="size-8 text-muted hover:text-danger"
                        onPress={() => lines.removeLine(line.key)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        cards
      )}
      {isReadOnly ? null : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="tonal"
            size="sm"
            className="max-md:h-[44px]"
            onPress={() => (wide ? lines.addLine() : setPicking(true))}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t`Thêm dòng`}
          </Button>
          {wide ? null : (
            <ProductPickerSheet isOpen={picking} onClose={() => setPicking(false)} onPick={pickProduct} />
          )}
          <p className="text-xs text-muted max-md:hidden">{t`Enter: ô tiếp theo · Tab: qua mọi ô · Ctrl+Delete: xóa dòng · Ctrl+S: lưu`}</p>
        </div>
      )}
    </div>
  );
}
