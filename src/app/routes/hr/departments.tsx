import { createFileRoute } from '@tanstack/react-router';
import { departments } from '../../../contract/entities/hr/departments.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/hr/departments')(entityRoute(departments));
