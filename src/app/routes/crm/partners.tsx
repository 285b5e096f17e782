import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/partners')(
  entityRoute(() => import('../../../contract/entities/crm/partners.entity.ts').then((m) => m.partners)),
);
