import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiRequestError } from '../../data/api-errors.ts';

/**
 * The errors a form shows beside its fields: the same rules as the server checked before sending
 * (contract/api/profile.api.ts), or the server's own field errors after it refused.
 */
export type FieldErrors = Record<string, string>;

export function problemErrors(
  i18n: I18n,
  problems: readonly { field: string; message: MessageDescriptor }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) errors[problem.field] ??= i18n._(problem.message);
  return errors;
}

/** A 400 VALIDATION's fields by name; empty for any other failure (shown as a toast instead). */
export function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries((error.body.fields ?? []).map((field) => [field.field, field.message]));
}

/** Puts the focus on the first field that has an error, so the person sees why. */
export function focusFirstError(form: HTMLElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  form
    .querySelector<HTMLElement>(
      `[name="${first}"], [data-field="${first}"] input, [data-field="${first}"] button`,
    )
    ?.focus();
}
