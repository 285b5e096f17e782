import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/currencies')(
  entityRoute(() =>
    import('../../../contract/entities/accounting/currencies.entity.ts').then((m) => m.currencies),
  ),
);
