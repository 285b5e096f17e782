import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/rooms')(
  entityRoute(() => import('../../../contract/entities/sales/rooms.entity.ts').then((m) => m.rooms)),
);
