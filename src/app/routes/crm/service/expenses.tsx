import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/service/expenses')(
  entityRoute(() =>
    import('../../../../contract/entities/crm/service-expenses.entity.ts').then((m) => m.serviceExpenses),
  ),
);
