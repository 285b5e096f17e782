import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
  Label,
} from 'react-aria-components';
import { inputClass } from './TextField.tsx';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  label: string;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Screen readers hear the label; the box itself shows only the placeholder. */
  hideLabel?: boolean;
  clearLabel: string;
}

/** A search box with a magnifier and a clear button (Escape clears too). */
export function SearchField({
  label,
  placeholder,
  className = '',
  inputRef,
  hideLabel = true,
  clearLabel,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={`group grid gap-1.5 ${className}`}>
      <Label className={hideLabel ? 'sr-only' : 'text-[13px] font-medium text-heading'}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={`${inputClass} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
        />
        <Button
          aria-label={clearLabel}
          className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 cursor-pointer place-items-center rounded-md text-muted outline-none group-data-empty:hidden hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </AriaSearchField>
  );
}
