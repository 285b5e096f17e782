import { createFileRoute } from '@tanstack/react-router';
import { units } from '../../../contract/entities/stock/units.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/units')(entityRoute(units));
