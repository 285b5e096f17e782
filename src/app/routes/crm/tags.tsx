import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/tags')(
  entityRoute(() => import('../../../contract/entities/crm/tags.entity.ts').then((m) => m.tags)),
);
