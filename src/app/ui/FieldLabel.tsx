import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

export const fieldLabelClass = 'text-[13px] font-medium text-heading';

/** A field's label with the red star of a required field (the star is decoration: aria-required says it). */
export function RequiredMark({ show }: { show: boolean | undefined }) {
  return show ? (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  ) : null;
}

/** The label every form field of the design system shows above its input. */
export function FieldLabel({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <Label className={fieldLabelClass}>
      {children}
      <RequiredMark show={required} />
    </Label>
  );
}

/**
 * What a field shows under its input: its description, then why it was refused (`error`, or the
 * field's own check when none is given).
 */
export function FieldHelp({ description, error }: { description?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="text-[13px] text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-[13px] text-danger">{error}</FieldError>
    </>
  );
}
