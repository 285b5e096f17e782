import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/room-groups')(
  entityRoute(() =>
    import('../../../contract/entities/sales/room-groups.entity.ts').then((m) => m.roomGroups),
  ),
);
