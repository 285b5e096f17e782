import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/exchange-rates')(
  entityRoute(() =>
    import('../../../contract/entities/accounting/exchange-rates.entity.ts').then((m) => m.exchangeRates),
  ),
);
