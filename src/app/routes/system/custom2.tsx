import { createFileRoute } from '@tanstack/react-router';
import { custom2 } from '../../../contract/entities/system/custom2.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/custom2')(entityRoute(custom2));
