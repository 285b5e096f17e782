import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/dictionaries')(
  entityRoute(() =>
    import('../../../contract/entities/system/dictionaries.entity.ts').then((m) => m.dictionaries),
  ),
);
