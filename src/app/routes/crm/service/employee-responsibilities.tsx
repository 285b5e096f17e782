import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/service/employee-responsibilities')(
  entityRoute(() =>
    import('../../../../contract/entities/crm/service-employee-responsibilities.entity.ts').then(
      (m) => m.serviceResponsibilities,
    ),
  ),
);
