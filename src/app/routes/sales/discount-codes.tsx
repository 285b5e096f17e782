import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/discount-codes')(
  entityRoute(() =>
    import('../../../contract/entities/sales/discount-codes.entity.ts').then((m) => m.discountCodes),
  ),
);
