import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { formatNumber } from '../../contract/domain/format.ts';
import type { NumberField } from '../../contract/entity/fields.ts';
import { cleanNumberInput } from '../../contract/entity/numbers.ts';
import { numberRules } from '../../contract/entity/values.ts';
import { finishNumber } from '../entity-ui/form/form-values.ts';
import { cellClass } from './ProductCell.tsx';

export interface CellProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

function ErrorText({ error }: { error: string | undefined }) {
  return error ? <p className="px-2 pt-0.5 text-xs text-danger">{error}</p> : null;
}

/** Quantities, prices, rates: the number rules of the line field, right-aligned. */
export function NumberCell({ field, ...props }: CellProps & { field: NumberField }) {
  const rules = numberRules(field);
  return (
    <>
      <input
        data-cell={props.id}
        aria-label={props.label}
        className={`${cellClass} text-right tabular-nums`}
        inputMode={rules.precision > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={props.value}
        readOnly={props.isReadOnly}
        aria-invalid={props.error ? true : undefined}
        title={props.error}
        onChange={(event) => props.onChange(cleanNumberInput(event.target.value, rules))}
        onBlur={() => props.onChange(finishNumber(field, props.value))}
        onKeyDown={props.onKeyDown}
      />
      <ErrorText error={props.error} />
    </>
  );
}

export function TextCell(props: CellProps & { type?: 'text' | 'date'; uppercase?: boolean }) {
  return (
    <>
      <input
        data-cell={props.id}
        aria-label={props.label}
        type={props.type ?? 'text'}
        className={`${cellClass} ${props.uppercase ? 'uppercase' : ''}`}
        autoComplete="off"
        value={props.value}
        readOnly={props.isReadOnly}
        aria-invalid={props.error ? true : undefined}
        title={props.error}
        onChange={(event) =>
          props.onChange(props.uppercase ? event.target.value.toUpperCase() : event.target.value)
        }
        onKeyDown={props.onKeyDown}
      />
      <ErrorText error={props.error} />
    </>
  );
}

/**
 * A short choice (unit, warehouse, tax code): the browser's own select, which a keyboard drives
 * without opening it (arrows, or the first letters of an option).
 */
export function ChoiceCell({
  options,
  allowEmpty,
  ...props
}: CellProps & { options: readonly { value: string; label: string }[]; allowEmpty?: boolean }) {
  const { t } = useLingui();
  const known = options.some((option) => option.value === props.value);
  return (
    <>
      <select
        data-cell={props.id}
        aria-label={props.label}
        className={`${cellClass} pr-1`}
        value={props.value}
        disabled={props.isReadOnly}
        aria-invalid={props.error ? true : undefined}
        title={props.error}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={props.onKeyDown}
      >
        {allowEmpty || props.value === '' ? <option value="">{t`— Không —`}</option> : null}
        {!known && props.value !== '' ? <option value={props.value}>{props.value}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText error={props.error} />
    </>
  );
}

/** An amount the arithmetic gives (never typed): grouped digits. */
export function AmountCell({ value }: { value: string }) {
  return (
    <span className="block px-2 text-right text-sm leading-8 font-medium tabular-nums text-heading">
      {formatNumber(value)}
    </span>
  );
}
