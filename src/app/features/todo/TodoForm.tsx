import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';

/**
 * A task's text and due date as a form (adding one, or editing one in place): Enter submits, and
 * `error` shows on the text (`noi_dung`) until the caller clears it.
 */
export function TodoForm({
  error,
  onSubmit,
  className,
  children,
}: {
  error: string | null;
  onSubmit: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      validationBehavior="aria"
      validationErrors={error ? { noi_dung: error } : {}}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={className}
    >
      {children}
    </Form>
  );
}
