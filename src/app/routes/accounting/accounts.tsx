import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/accounts')(
  entityRoute(() =>
    import('../../../contract/entities/accounting/accounts.entity.ts').then((m) => m.accounts),
  ),
);
