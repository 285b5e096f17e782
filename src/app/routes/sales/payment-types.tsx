import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/payment-types')(
  entityRoute(() =>
    import('../../../contract/entities/sales/payment-types.entity.ts').then((m) => m.paymentTypes),
  ),
);
