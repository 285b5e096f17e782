import type { ReactNode } from 'react';
import { TextField as AriaTextField, TextArea, type TextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel } from './FieldLabel.tsx';

/** A labelled multi-line input (notes, JSON); errors come from the Form by `name`. */
export function TextAreaField({
  label,
  description,
  rows = 4,
  markRequired = false,
  className = '',
  monospace = false,
  ...props
}: Omit<TextFieldProps, 'className' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  rows?: number;
  markRequired?: boolean;
  className?: string;
  monospace?: boolean;
}) {
  return (
    <AriaTextField {...props} validationBehavior="aria" className={`grid content-start gap-1.5 ${className}`}>
      <FieldLabel required={markRequired}>{label}</FieldLabel>
      <TextArea
        rows={rows}
        aria-required={markRequired || undefined}
        className={`w-full rounded-md border border-line bg-surface px-3.5 py-2 text-[15px] text-heading transition outline-none placeholder:text-muted/70 hover:border-muted/50 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 data-invalid:border-danger read-only:bg-subtle/50 ${monospace ? 'font-mono text-[13px]' : ''}`}
      />
      <FieldHelp description={description} />
    </AriaTextField>
  );
}
