import { createFileRoute } from '@tanstack/react-router';
import { productGroups } from '../../../contract/entities/stock/product-groups.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/product-groups')(entityRoute(productGroups));
