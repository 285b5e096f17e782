import { createFileRoute } from '@tanstack/react-router';
import { exchangeRates } from '../../../contract/entities/accounting/exchange-rates.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/exchange-rates')(entityRoute(exchangeRates));
