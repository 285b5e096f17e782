import { Check, ChevronDown } from 'lucide-react';
import type { Key } from 'react-aria-components';
import {
  Select as AriaSelect,
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';

export interface SelectOption {
  id: Key;
  label: string;
}

/** A compact single choice from a short list (page size, …); the label may be visually hidden. */
export function Select({
  label,
  options,
  value,
  onChange,
  hideLabel = false,
  className = '',
}: {
  label: string;
  options: readonly SelectOption[];
  value: Key;
  onChange: (value: Key) => void;
  hideLabel?: boolean;
  className?: string;
}) {
  return (
    <AriaSelect
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(key);
      }}
      className={`flex items-center gap-2 ${className}`}
    >
      <Label className={hideLabel ? 'sr-only' : 'text-sm text-muted'}>{label}</Label>
      <Button className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-line bg-surface pr-2 pl-3 text-sm text-heading outline-none hover:border-muted/50 focus-visible:outline-2 focus-visible:outline-primary-500">
        {/* The text only: the item's check mark must not come along into the button. */}
        <SelectValue>{({ selectedText }) => selectedText}</SelectValue>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </Button>
      <Popover
        offset={4}
        className="min-w-(--trigger-width) rounded-md bg-surface p-1 shadow-card ring-1 ring-line/60 outline-none data-entering:animate-fade-in"
      >
        <ListBox items={options} className="grid gap-0.5 outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="group flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-1.5 text-sm text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink data-selected:font-medium"
            >
              {option.label}
              <Check aria-hidden="true" className="size-4 opacity-0 group-data-selected:opacity-100" />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
