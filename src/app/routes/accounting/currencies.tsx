import { createFileRoute } from '@tanstack/react-router';
import { currencies } from '../../../contract/entities/accounting/currencies.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/currencies')(entityRoute(currencies));
