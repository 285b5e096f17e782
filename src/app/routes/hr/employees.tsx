import { createFileRoute } from '@tanstack/react-router';
import { employees } from '../../../contract/entities/hr/employees.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/hr/employees')(entityRoute(employees));
