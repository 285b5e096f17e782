import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/custom1')(
  entityRoute(() => import('../../../contract/entities/system/custom1.entity.ts').then((m) => m.custom1)),
);
