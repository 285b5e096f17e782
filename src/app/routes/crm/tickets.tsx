import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/tickets')(
  entityRoute(() => import('../../../contract/entities/crm/tickets.entity.ts').then((m) => m.tickets)),
);
