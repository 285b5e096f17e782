import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/taxs')(
  entityRoute(() => import('../../../contract/entities/accounting/taxs.entity.ts').then((m) => m.taxs)),
);
