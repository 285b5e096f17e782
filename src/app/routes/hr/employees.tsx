import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/hr/employees')(
  entityRoute(() => import('../../../contract/entities/hr/employees.entity.ts').then((m) => m.employees)),
);
