import { createFileRoute } from '@tanstack/react-router';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/partners')(entityRoute(partners));
