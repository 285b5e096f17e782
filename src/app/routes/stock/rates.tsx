import { createFileRoute } from '@tanstack/react-router';
import { rates } from '../../../contract/entities/stock/rates.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/rates')(entityRoute(rates));
