import { createFileRoute } from '@tanstack/react-router';
import { custom1 } from '../../../contract/entities/system/custom1.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/custom1')(entityRoute(custom1));
