import { createFileRoute } from '@tanstack/react-router';
import { conversionUnits } from '../../../contract/entities/stock/conversion-units.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/stock/conversion-units')(entityRoute(conversionUnits));
