import { createFileRoute } from '@tanstack/react-router';
import { suppliers } from '../../../contract/entities/purchases/suppliers.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/purchases/suppliers')(entityRoute(suppliers));
