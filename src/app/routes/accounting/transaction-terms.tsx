import { createFileRoute } from '@tanstack/react-router';
import { transactionTerms } from '../../../contract/entities/accounting/transaction-terms.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/transaction-terms')(entityRoute(transactionTerms));
