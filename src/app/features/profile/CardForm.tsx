import type { ReactNode, RefObject } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import type { FieldErrors } from './form-errors.ts';

/**
 * One form of the profile page in its card: the errors shown beside their fields (checked here as
 * the server checks, or the server's own), the submit button last. `wide`: two columns from sm up.
 */
export function CardForm({
  title,
  description,
  formRef,
  errors,
  onSubmit,
  submit,
  pending,
  wide = false,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors;
  onSubmit: () => void;
  /** The submit button's words. */
  submit: ReactNode;
  pending: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card title={title} description={description}>
      <Form
        ref={formRef}
        validationErrors={errors}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className={wide ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}
      >
        {children}
        <div className={wide ? 'flex justify-end sm:col-span-2' : 'flex justify-end'}>
          <Button type="submit" isPending={pending}>
            {submit}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
