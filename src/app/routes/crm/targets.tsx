import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/targets')(
  entityRoute(() => import('../../../contract/entities/crm/targets.entity.ts').then((m) => m.targets)),
);
