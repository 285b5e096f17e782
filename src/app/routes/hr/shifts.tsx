import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/hr/shifts')(
  entityRoute(() => import('../../../contract/entities/hr/shifts.entity.ts').then((m) => m.shifts)),
);
