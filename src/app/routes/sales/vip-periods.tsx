import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/vip-periods')(
  entityRoute(() =>
    import('../../../contract/entities/sales/vip-periods.entity.ts').then((m) => m.vipPeriods),
  ),
);
