import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/conversion-units')(
  entityRoute(() =>
    import('../../../contract/entities/stock/conversion-units.entity.ts').then((m) => m.conversionUnits),
  ),
);
