import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/task/types')(
  entityRoute(() =>
    import('../../../../contract/entities/crm/task-types.entity.ts').then((m) => m.taskTypes),
  ),
);
