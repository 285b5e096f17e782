import { createFileRoute } from '@tanstack/react-router';
import { taxs } from '../../../contract/entities/accounting/taxs.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/accounting/taxs')(entityRoute(taxs));
