import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/salers')(
  entityRoute(() => import('../../../contract/entities/sales/salers.entity.ts').then((m) => m.salers)),
);
