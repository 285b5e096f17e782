import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/branchs')(
  entityRoute(() => import('../../../contract/entities/system/branchs.entity.ts').then((m) => m.branchs)),
);
