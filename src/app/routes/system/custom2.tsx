import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/custom2')(
  entityRoute(() => import('../../../contract/entities/system/custom2.entity.ts').then((m) => m.custom2)),
);
