import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/transaction-terms')(
  entityRoute(() =>
    import('../../../contract/entities/accounting/transaction-terms.entity.ts').then(
      (m) => m.transactionTerms,
    ),
  ),
);
