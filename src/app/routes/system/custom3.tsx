import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/custom3')(
  entityRoute(() => import('../../../contract/entities/system/custom3.entity.ts').then((m) => m.custom3)),
);
