import { createFileRoute } from '@tanstack/react-router';
import { warehouses } from '../../../contract/entities/stock/warehouses.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/warehouses')(entityRoute(warehouses));
