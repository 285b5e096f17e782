import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/product-types')(
  entityRoute(() =>
    import('../../../contract/entities/stock/product-types.entity.ts').then((m) => m.productTypes),
  ),
);
