import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/expenses')(
  entityRoute(() =>
    import('../../../contract/entities/accounting/expenses.entity.ts').then((m) => m.expenses),
  ),
);
