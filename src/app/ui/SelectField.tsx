import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Select as AriaSelect, Button, type Key, SelectValue } from 'react-aria-components';
import { FieldHelp, FieldLabel } from './FieldLabel.tsx';
import { OptionsPopover } from './OptionsPopover.tsx';
import type { SelectOption } from './Select.tsx';

/** A labelled choice inside a form: errors under it (by `name` from the Form, or `errorMessage`). */
export function SelectField({
  label,
  options,
  value,
  onChange,
  name,
  placeholder,
  description,
  isRequired = false,
  isReadOnly = false,
  errorMessage,
  className = '',
}: {
  label: ReactNode;
  options: readonly SelectOption[];
  value: Key | null;
  onChange: (value: Key | null) => void;
  name?: string;
  placeholder?: string;
  description?: ReactNode;
  isRequired?: boolean;
  isReadOnly?: boolean;
  errorMessage?: string | undefined;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <AriaSelect
      name={name}
      value={value}
      onChange={(key) => onChange(key)}
      placeholder={placeholder ?? t`Chọn…`}
      isDisabled={isReadOnly}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      aria-required={isRequired || undefined}
      className={`group grid content-start gap-1.5 ${className}`}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <Button className="flex h-[44px] md:h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-line bg-surface px-3.5 text-left text-[15px] text-heading outline-none transition hover:border-muted/50 focus-visible:border-primary-500 focus-visible:ring-3 focus-visible:ring-primary-500/15 group-data-invalid:border-danger data-disabled:cursor-default data-disabled:opacity-60">
        <SelectValue className="min-w-0 truncate data-placeholder:text-muted">
          {({ selectedText, defaultChildren }) => selectedText || defaultChildren}
        </SelectValue>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </Button>
      <FieldHelp description={description} error={errorMessage} />
      <OptionsPopover options={options} />
    </AriaSelect>
  );
}
