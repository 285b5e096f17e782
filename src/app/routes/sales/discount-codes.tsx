import { createFileRoute } from '@tanstack/react-router';
import { discountCodes } from '../../../contract/entities/sales/discount-codes.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/discount-codes')(entityRoute(discountCodes));
