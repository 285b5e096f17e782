import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type Ref, useCallback, useEffect, useRef } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { afterNextPaint } from '../state/after-paint.ts';
import { FieldHelp, FieldLabel } from './FieldLabel.tsx';

export const inputClass =
  'h-[44px] md:h-10 w-full rounded-md border border-line bg-surface px-3.5 text-[15px] text-heading transition outline-none placeholder:text-muted/70 hover:border-muted/50 focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15 data-invalid:border-danger disabled:opacity-60';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  className?: string;
  /** Something inside the box after the text (a show-password toggle). */
  suffix?: ReactNode;
  /** Said when a required field is left empty. */
  requiredMessage?: string;
  /**
   * Required, but checked by the form on submit (validationBehavior "aria"): marked for people and
   * screen readers, with no check of its own that would complain before anything was typed.
   */
  markRequired?: boolean;
  /** The input itself (to focus it again after a submit). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * `autoFocus` once the field is on screen: focusing in the commit that mounts a page makes the
 * browser lay the whole page out right there, inside the page's largest task (where a phone feels
 * it as a frozen screen); a frame later that layout is done anyway.
 */
function useFocusWhenShown(autoFocus: boolean | undefined) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => (autoFocus ? afterNextPaint(() => input.current?.focus()) : undefined), [autoFocus]);
  return input;
}

/**
 * A labelled text input. An empty required field is refused in our own words: the browser's
 * would follow its language, not the app's, so `required` stays off the input (aria-required
 * says it instead) and the check runs as a custom validity message.
 */
export function TextField({
  label,
  description,
  placeholder,
  className = '',
  suffix,
  requiredMessage,
  isRequired,
  markRequired = false,
  validate,
  inputRef,
  autoFocus,
  ...props
}: TextFieldProps) {
  const { t } = useLingui();
  const focused = useFocusWhenShown(autoFocus);
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      focused.current = input;
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) inputRef.current = input;
    },
    [inputRef, focused],
  );
  const check = (value: string) =>
    isRequired && value.trim() === ''
      ? (requiredMessage ?? t`Vui lòng nhập thông tin này`)
      : (validate?.(value) ?? null);
  return (
    <AriaTextField {...props} validate={check} className={`grid content-start gap-1.5 ${className}`}>
      <FieldLabel required={markRequired}>{label}</FieldLabel>
      <div className="relative">
        <Input
          ref={ref}
          placeholder={placeholder}
          aria-required={isRequired || markRequired || undefined}
          className={`${inputClass} ${suffix ? 'pr-11' : ''}`}
        />
        {suffix ? <div className="absolute inset-y-0 right-1 flex items-center">{suffix}</div> : null}
      </div>
      <FieldHelp description={description} />
    </AriaTextField>
  );
}
