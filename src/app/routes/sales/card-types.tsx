import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/card-types')(
  entityRoute(() => import('../../../contract/entities/sales/card-types.entity.ts').then((m) => m.cardTypes)),
);
