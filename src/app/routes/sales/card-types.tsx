import { createFileRoute } from '@tanstack/react-router';
import { cardTypes } from '../../../contract/entities/sales/card-types.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/sales/card-types')(entityRoute(cardTypes));
