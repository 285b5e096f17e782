import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/rates')(
  entityRoute(() => import('../../../contract/entities/stock/rates.entity.ts').then((m) => m.rates)),
);
