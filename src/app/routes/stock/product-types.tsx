import { createFileRoute } from '@tanstack/react-router';
import { productTypes } from '../../../contract/entities/stock/product-types.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/product-types')(entityRoute(productTypes));
