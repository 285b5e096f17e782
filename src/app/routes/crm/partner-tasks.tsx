import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/partner-tasks')(
  entityRoute(() => import('../../../contract/entities/crm/tasks.entity.ts').then((m) => m.tasks)),
);
