import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/services')(
  entityRoute(() => import('../../../contract/entities/crm/services.entity.ts').then((m) => m.crmServices)),
);
