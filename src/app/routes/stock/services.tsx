import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/services')(
  entityRoute(() => import('../../../contract/entities/stock/services.entity.ts').then((m) => m.services)),
);
