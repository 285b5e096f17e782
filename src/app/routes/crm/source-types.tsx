import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/source-types')(
  entityRoute(() =>
    import('../../../contract/entities/crm/source-types.entity.ts').then((m) => m.sourceTypes),
  ),
);
