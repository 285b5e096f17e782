import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/product-groups')(
  entityRoute(() =>
    import('../../../contract/entities/stock/product-groups.entity.ts').then((m) => m.productGroups),
  ),
);
