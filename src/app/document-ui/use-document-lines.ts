import { useEffect, useState } from 'react';
import type { DocumentType } from '../../contract/documents/define.ts';
import type { SuggestedBatch } from './batches.ts';
import { emptyLine, isPriced, type LineProduct, type LineState } from './lines.ts';
import { priceInUnit } from './units.ts';

/** Columns a new line takes from the line above it: the same warehouses, as a storekeeper expects. */
const CARRIED = ['ma_kho', 'ma_kho_nhap'] as const;

/**
 * The lines of the form and their edits: typing in a cell, choosing an item (its unit, price and tax
 * fill in), changing the unit (the price follows the factor), adding and removing lines, and the
 * cell to focus once the grid has drawn.
 */
export function useDocumentLines(
  document: DocumentType,
  initial: readonly LineState[],
  onEdit: () => void,
  /** The batch a line taking stock out starts with (set while the tenant tracks batches). */
  suggestBatch?: (ma_kho: string, ma_vt: string) => Promise<SuggestedBatch | null>,
) {
  const [lines, setLines] = useState<readonly LineState[]>(() =>
    initial.length > 0 ? initial : [emptyLine()],
  );
  const [focus, setFocus] = useState<{ key: string; column: string } | null>(null);
  const fields = document.lines.details.fields;
  const update = (key: string, change: (line: LineState) => LineState) => {
    onEdit();
    setLines((current) => current.map((line) => (line.key === key ? change(line) : line)));
  };
  const setCell = (key: string, name: string, value: string) =>
    update(key, (line) =>
      // A new code typed: the item it held is gone until the lookup finds the new one.
      name === 'ma_vt'
        ? { ...line, values: { ...line.values, ma_vt: value }, product: null, saved: false }
        : { ...line, values: { ...line.values, [name]: value } },
    );
  const chooseProduct = (key: string, product: LineProduct) => {
    update(key, (line) => {
      const values: Record<string, string> = {
        ...line.values,
        ma_vt: product.ma_vt,
        dvt: product.dvt,
        he_so: '1',
      };
      if (!values.so_luong) values.so_luong = '1';
      // Sales take the sale price; a receipt is at cost, which the storekeeper types.
      if (isPriced(document) && document.voucherTypes[0].phan_he !== 'IN') values.gia = product.gia_ban;
      if ('ma_thue' in fields) values.ma_thue = product.ma_thue;
      return { ...line, values, product };
    });
    const line = lines.find((l) => l.key === key);
    if (suggestBatch && document.batches === 'out' && product.theo_lo && !line?.values.ma_lo)
      void suggestBatch(line?.values.ma_kho ?? '', product.ma_vt).then((batch) => {
        if (batch) fillBatch(key, product.ma_vt, batch);
      });
  };
  /** The suggested batch, on the line still holding that item and no batch of its own. */
  const fillBatch = (key: string, maVt: string, batch: SuggestedBatch) =>
    setLines((current) =>
      current.map((line) => {
        if (line.key !== key || line.values.ma_vt !== maVt || line.values.ma_lo) return line;
        const values: Record<string, string> = { ...line.values, ma_lo: batch.ma_lo };
        if ('ngay_hhsd' in fields && batch.ngay_hhsd) values.ngay_hhsd = batch.ngay_hhsd;
        return { ...line, values };
      }),
    );
  const changeUnit = (key: string, dvt: string) =>
    update(key, (line) => {
      const unit = line.product?.units.find((choice) => choice.dvt === dvt);
      if (!unit) return { ...line, values: { ...line.values, dvt } };
      const values: Record<string, string> = { ...line.values, dvt, he_so: unit.he_so };
      if (line.values.gia) values.gia = priceInUnit(line.values.gia, line.values.he_so || '1', unit.he_so);
      return { ...line, values };
    });
  const addLine = (focusColumn = 'ma_vt') => {
    onEdit();
    const last = lines.at(-1);
    const carried = Object.fromEntries(
      CARRIED.filter((name) => name in fields).map((name) => [name, last?.values[name] ?? '']),
    );
    const line = emptyLine(carried);
    setLines((current) => [...current, line]);
    setFocus({ key: line.key, column: focusColumn });
    return line.key;
  };
  const removeLine = (key: string) => {
    onEdit();
    setLines((current) => {
      const rest = current.filter((line) => line.key !== key);
      return rest.length > 0 ? rest : [emptyLine()];
    });
  };
  /** A default for a cell left empty (the branch's first warehouse once known): not an edit. */
  const fillEmpty = (name: string, value: string) =>
    setLines((current) =>
      current.some((line) => !line.values[name])
        ? current.map((line) =>
            line.values[name] ? line : { ...line, values: { ...line.values, [name]: value } },
          )
        : current,
    );
  /** Products of lines read from a saved document: their units and names, asked once. */
  const attachProducts = (products: ReadonlyMap<string, LineProduct>) =>
    setLines((current) =>
      current.map((line) => {
        const product = products.get(line.values.ma_vt ?? '');
        return product && !line.product ? { ...line, product } : line;
      }),
    );
  useEffect(() => {
    if (!focus) return;
    const target = window.document.querySelector<HTMLElement>(`[data-cell="${focus.key}:${focus.column}"]`);
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
    setFocus(null);
  }, [focus]);
  return {
    fillEmpty,
    lines,
    setLines,
    setCell,
    chooseProduct,
    changeUnit,
    addLine,
    removeLine,
    setFocus,
    attachProducts,
  };
}

export type DocumentLines = ReturnType<typeof useDocumentLines>;
