import { createFileRoute } from '@tanstack/react-router';
import { accounts } from '../../../contract/entities/accounting/accounts.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/accounts')(entityRoute(accounts));
