import { createFileRoute } from '@tanstack/react-router';
import { custom3 } from '../../../contract/entities/system/custom3.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/custom3')(entityRoute(custom3));
