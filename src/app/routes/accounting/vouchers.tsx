import { createFileRoute } from '@tanstack/react-router';
import { vouchers } from '../../../contract/entities/accounting/vouchers.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/vouchers')(entityRoute(vouchers));
