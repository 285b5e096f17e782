import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/complains')(
  entityRoute(() => import('../../../contract/entities/crm/complains.entity.ts').then((m) => m.complains)),
);
