import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/units')(
  entityRoute(() => import('../../../contract/entities/stock/units.entity.ts').then((m) => m.units)),
);
