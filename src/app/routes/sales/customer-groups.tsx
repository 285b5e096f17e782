import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/customer-groups')(
  entityRoute(() =>
    import('../../../contract/entities/sales/customer-groups.entity.ts').then((m) => m.customerGroups),
  ),
);
