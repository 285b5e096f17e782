import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/ticket/types')(
  entityRoute(() =>
    import('../../../../contract/entities/crm/ticket-types.entity.ts').then((m) => m.ticketTypes),
  ),
);
