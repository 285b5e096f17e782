import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/product-hours')(
  entityRoute(() =>
    import('../../../contract/entities/stock/product-hours.entity.ts').then((m) => m.productHours),
  ),
);
