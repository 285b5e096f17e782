import { createFileRoute } from '@tanstack/react-router';
import { expenses } from '../../../contract/entities/accounting/expenses.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/expenses')(entityRoute(expenses));
