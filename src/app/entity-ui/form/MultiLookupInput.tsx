import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button, ComboBox, Input, Tag, TagGroup, TagList } from 'react-aria-components';
import type { LookupField } from '../../../contract/entity/fields.ts';
import { FieldHelp, FieldLabel } from '../../ui/FieldLabel.tsx';
import { inputClass } from '../../ui/TextField.tsx';
import type { FieldInputProps } from './FieldInput.tsx';
import { LookupOptions, optionText } from './LookupInput.tsx';
import { useLookupOptions } from './lookup-source.ts';

/** The chosen values as tags, each removable (Delete or its × button) unless read-only. */
function ChosenTags({
  label,
  values,
  labels,
  isReadOnly,
  onChange,
}: {
  label: string;
  values: string[];
  labels: Record<string, string>;
  isReadOnly: boolean;
  onChange: (values: string[]) => void;
}) {
  const { t } = useLingui();
  const props = { label, isReadOnly, onChange };
  return (
    <>
      {values.length > 0 ? (
        <TagGroup
          aria-label={props.label}
          onRemove={
            props.isReadOnly ? undefined : (keys) => props.onChange(values.filter((v) => !keys.has(v)))
          }
        >
          <TagList className="flex flex-wrap gap-1.5">
            {values.map((value) => (
              <Tag
                key={value}
                id={value}
                textValue={optionText(value, labels[value])}
                className="flex items-center gap-1 rounded-md bg-primary-50 py-0.5 pr-1 pl-2 text-[13px] text-primary-ink outline-none focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                {optionText(value, labels[value])}
                {props.isReadOnly ? null : (
                  <Button
                    slot="remove"
                    aria-label={t`Bỏ ${value}`}
                    className="grid size-5 cursor-pointer place-items-center rounded hover:bg-primary-100"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </Button>
                )}
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
    </>
  );
}

/**
 * A multi-lookup: the chosen codes as removable tags, and a combo box adding more until the
 * declared maximum (spec §5 "multi-select with an optional maximum selected count").
 */
export function MultiLookupInput(props: FieldInputProps & { field: LookupField; label: string }) {
  const { t } = useLingui();
  const { field, name } = props;
  const values = Array.isArray(props.value) ? (props.value as string[]) : [];
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const max = field.maxCount;
  const count = values.length;
  const full = max !== undefined && values.length >= max;
  const options = useLookupOptions(field, typed, open);
  const items = (options.data?.items ?? [])
    .filter((item) => !values.includes(item.value))
    .map((item) => ({ id: item.value, ...item }));
  const add = (value: string) => {
    const item = items.find((entry) => entry.value === value);
    if (item) setLabels((current) => ({ ...current, [value]: item.label }));
    props.onChange([...values, value]);
    setTyped('');
  };
  return (
    <div data-field={name} className="grid content-start gap-1.5">
      <ComboBox
        name={name}
        inputValue={typed}
        onInputChange={setTyped}
        selectedKey={null}
        onSelectionChange={(key) => key !== null && add(String(key))}
        onOpenChange={setOpen}
        items={items}
        menuTrigger="focus"
        allowsEmptyCollection
        isDisabled={props.isReadOnly || full}
        validationBehavior="aria"
        className="group grid gap-1.5"
      >
        <FieldLabel>{props.label}</FieldLabel>
        <Input placeholder={full ? t`Đã chọn đủ ${max}` : t`Gõ để tìm và thêm…`} className={inputClass} />
        <FieldHelp />
        <LookupOptions busy={options.isFetching} />
      </ComboBox>
      <ChosenTags
        label={props.label}
        values={values}
        labels={labels}
        isReadOnly={props.isReadOnly}
        onChange={props.onChange}
      />
      {max !== undefined ? (
        <p className="text-[13px] text-muted">
          <Trans>
            Đã chọn {count}/{max}
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
