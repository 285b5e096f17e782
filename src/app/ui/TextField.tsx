import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';

export const inputClass =
  'h-10 w-full rounded-md border border-line bg-surface px-3.5 text-[15px] text-heading transition outline-none placeholder:text-muted/70 hover:border-muted/50 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 data-invalid:border-danger disabled:opacity-60';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  className?: string;
  /** Something inside the box after the text (a show-password toggle). */
  suffix?: ReactNode;
}

/** A labelled text input; validation messages come from react-aria (required, type) or the form. */
export function TextField({
  label,
  description,
  placeholder,
  className = '',
  suffix,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={`grid gap-1.5 ${className}`}>
      <Label className="text-[13px] font-medium text-heading">{label}</Label>
      <div className="relative">
        <Input placeholder={placeholder} className={`${inputClass} ${suffix ? 'pr-11' : ''}`} />
        {suffix ? <div className="absolute inset-y-0 right-1 flex items-center">{suffix}</div> : null}
      </div>
      {description ? (
        <Text slot="description" className="text-[13px] text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-[13px] text-danger" />
    </AriaTextField>
  );
}
