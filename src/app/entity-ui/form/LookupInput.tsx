import { useLingui } from '@lingui/react/macro';
import { ChevronDown, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem } from 'react-aria-components';
import { type DictionaryField, type LookupField, lookupNameField } from '../../../contract/entity/fields.ts';
import { FieldHelp, FieldLabel } from '../../ui/FieldLabel.tsx';
import { SELECT_LIST_MAX_HEIGHT } from '../../ui/OptionsPopover.tsx';
import { Popover } from '../../ui/Popover.tsx';
import { inputClass } from '../../ui/TextField.tsx';
import type { FieldInputProps } from './FieldInput.tsx';
import { useLookupLabel, useLookupOptions } from './lookup-source.ts';

export const optionClass =
  'flex cursor-pointer items-baseline gap-2 rounded-md px-2.5 py-1.5 text-sm text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink data-selected:font-medium';

/** What a closed lookup shows: 'CODE · Name' (or the code alone while the name is unknown). */
export const optionText = (value: string, label: string | undefined) =>
  label && label !== value ? `${value} · ${label}` : value;

/** The options' popup of a lookup: code and name on each line, a word when nothing matches. */
export function LookupOptions({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  return (
    <Popover
      offset={4}
      maxHeight={SELECT_LIST_MAX_HEIGHT}
      className="w-(--trigger-width) overflow-y-auto rounded-md bg-surface p-1 shadow-card ring-1 ring-line/60 outline-none"
    >
      <ListBox
        className="grid gap-0.5 outline-none"
        renderEmptyState={() => (
          <p className="px-2.5 py-1.5 text-sm text-muted">{busy ? t`Đang tìm…` : t`Không có kết quả`}</p>
        )}
      >
        {(item: { id: string; value: string; label: string }) => (
          <ListBoxItem id={item.id} textValue={optionText(item.value, item.label)} className={optionClass}>
            <span className="font-medium tabular-nums">{item.value}</span>
            <span className="truncate text-muted">{item.label}</span>
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

/** The stored code, the text shown or typed, and the options matching what is typed. */
function useLookupState(props: FieldInputProps & { field: LookupField | DictionaryField }) {
  const { field, name, record } = props;
  const value = typeof props.value === 'string' ? props.value : '';
  const carried = record && record[name] === value ? record[lookupNameField(name, field)] : undefined;
  const [chosen, setChosen] = useState<string | undefined>(typeof carried === 'string' ? carried : undefined);
  const label = useLookupLabel(field, value, chosen);
  const closed = value ? optionText(value, label) : '';
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const options = useLookupOptions(field, typed ?? '', open);
  const items = (options.data?.items ?? []).map((item) => ({ id: item.value, ...item }));
  const choose = (key: string | null) => {
    const next = key ?? '';
    setChosen(items.find((item) => item.value === next)?.label);
    setTyped(null);
    props.onChange(next);
  };
  return { value, closed, typed, setTyped, setOpen, options, items, choose };
}

/**
 * A lookup or dictionary field: a combo box searching the target's lookup endpoint as the user
 * types. The stored value is the code; the record's name field labels it until options arrive.
 */
export function LookupInput(
  props: FieldInputProps & { field: LookupField | DictionaryField; label: string; hint?: string | undefined },
) {
  const { t } = useLingui();
  const { field, name } = props;
  const lookup = useLookupState(props);
  return (
    <ComboBox
      name={name}
      data-field={name}
      inputValue={lookup.typed ?? lookup.closed}
      onInputChange={(text) => lookup.setTyped(text === lookup.closed ? null : text)}
      selectedKey={lookup.value || null}
      onSelectionChange={(key) => lookup.choose(key === null ? null : String(key))}
      onOpenChange={lookup.setOpen}
      items={lookup.items}
      menuTrigger="focus"
      allowsEmptyCollection
      isReadOnly={props.isReadOnly}
      validationBehavior="aria"
      className="group grid content-start gap-1.5"
    >
      <FieldLabel required={field.required}>{props.label}</FieldLabel>
      <div className="relative">
        <Input
          aria-required={field.required || undefined}
          placeholder={t`Gõ để tìm…`}
          onBlur={() => {
            // Emptied by hand: the field is cleared; anything else typed goes back to the choice.
            if (lookup.typed === '') props.onChange('');
            lookup.setTyped(null);
          }}
          className={`${inputClass} pr-9`}
        />
        <Button className="absolute inset-y-0 right-0 grid w-9 cursor-pointer place-items-center text-muted outline-none">
          {lookup.options.isFetching ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </Button>
      </div>
      <FieldHelp description={props.hint} />
      <LookupOptions busy={lookup.options.isFetching} />
    </ComboBox>
  );
}
