import { createFileRoute } from '@tanstack/react-router';
import { paymentTypes } from '../../../contract/entities/sales/payment-types.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/payment-types')(entityRoute(paymentTypes));
