import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type EnumField, f, type LookupField, type TextField } from '../entity/fields.ts';

/**
 * Field shapes shared by many catalogs. `status` follows the glossary (1 in use, 0 not), stored
 * as smallint like the branches table always had it.
 */
export const STATUS_OPTIONS: EnumField['options'] = [
  [1, msg`Đang sử dụng`],
  [0, msg`Ngừng sử dụng`],
];

export function statusField(): EnumField {
  return f.enum(msg`Trạng thái`, STATUS_OPTIONS, { required: true, default: 1 });
}

/** `status` as a flag (in use or not), as the stock and accounting catalogues store it. */
export function inUseField() {
  return f.bool(msg`Đang sử dụng`, { default: true });
}

/** The position a catalogue's rows are listed in, smallest first. */
export function orderField() {
  return f.number('int4', msg`Thứ tự`, { min: 0, default: 0 });
}

/** The branch a record belongs to (`ma_dvcs`, shown with `ten_dvcs`). */
export function branchField(o: { required?: boolean } = {}): LookupField {
  return f.lookup(msg`Chi nhánh`, 'system.branchs', o);
}

/** Free notes under the other fields. */
export function notesField() {
  return f.text(msg`Ghi chú`, { max: 2000, multiline: true, wide: true });
}

/** A field's name and label, with its maximum length when it differs from the usual one. */
type Named<N extends string> = readonly [name: N, label: MessageDescriptor, max?: number];

/**
 * The fields a catalogue opens with: its code `ma_…` (the key other records store, required, 16
 * letters and digits unless told) and its name `ten_…` (required, 200 characters unless told).
 * `english` names the optional English translation of the name that follows them (FAST's
 * `ten_…2`, "Tên tiếng Anh", as long as the name).
 */
export function codeAndName<const C extends string, const N extends string, const E extends string = never>(
  [code, codeLabel, codeMax = 16]: Named<C>,
  [name, nameLabel, nameMax = 200]: Named<N>,
  english?: E,
) {
  return {
    [code]: f.code(codeLabel, { required: true, max: codeMax }),
    [name]: f.text(nameLabel, { required: true, max: nameMax }),
    ...(english ? { [english]: f.text(msg`Tên tiếng Anh`, { max: nameMax }) } : {}),
  } as Record<C | N | E, TextField>;
}
