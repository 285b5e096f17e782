import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/complain-types')(
  entityRoute(() =>
    import('../../../contract/entities/crm/complain-types.entity.ts').then((m) => m.complainTypes),
  ),
);
