import { createFileRoute } from '@tanstack/react-router';
import { productHours } from '../../../contract/entities/stock/product-hours.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/product-hours')(entityRoute(productHours));
