import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/warehouses')(
  entityRoute(() =>
    import('../../../contract/entities/stock/warehouses.entity.ts').then((m) => m.warehouses),
  ),
);
