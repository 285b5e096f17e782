import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/levels')(
  entityRoute(() => import('../../../contract/entities/crm/levels.entity.ts').then((m) => m.levels)),
);
