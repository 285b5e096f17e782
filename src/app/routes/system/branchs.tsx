import { createFileRoute } from '@tanstack/react-router';
import { branchs } from '../../../contract/entities/system/branchs.entity.ts';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/branchs')(entityRoute(branchs));
