import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/tasks')(
  entityRoute(() => import('../../../contract/entities/crm/tasks.entity.ts').then((m) => m.tasks)),
);
