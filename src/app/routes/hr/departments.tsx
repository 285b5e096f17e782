import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/hr/departments')(
  entityRoute(() => import('../../../contract/entities/hr/departments.entity.ts').then((m) => m.departments)),
);
