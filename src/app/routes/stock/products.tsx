import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/products')(
  entityRoute(() => import('../../../contract/entities/stock/products.entity.ts').then((m) => m.products)),
);
