import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/vouchers')(
  entityRoute(() =>
    import('../../../contract/entities/accounting/vouchers.entity.ts').then((m) => m.vouchers),
  ),
);
