import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/source-type-options')(
  entityRoute(() =>
    import('../../../contract/entities/crm/source-type-options.entity.ts').then((m) => m.sourceTypeOptions),
  ),
);
