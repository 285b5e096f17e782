import { ChevronDown } from 'lucide-react';
import type { Key } from 'react-aria-components';
import { Select as AriaSelect, Button, Label, SelectValue } from 'react-aria-components';
import { OptionsPopover } from './OptionsPopover.tsx';

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
      <OptionsPopover options={options} />
    </AriaSelect>
  );
}
