import { createFileRoute } from '@tanstack/react-router';
import { shifts } from '../../../contract/entities/hr/shifts.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/hr/shifts')(entityRoute(shifts));
