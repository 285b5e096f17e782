import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/product-consumes')(
  entityRoute(() =>
    import('../../../contract/entities/stock/product-consumes.entity.ts').then((m) => m.productConsumes),
  ),
);
