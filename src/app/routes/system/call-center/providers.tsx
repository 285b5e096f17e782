import { createFileRoute } from '@tanstack/react-router';
import { callCenterProviders } from '../../../../contract/entities/system/call-center-providers.entity.ts';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/call-center/providers')(entityRoute(callCenterProviders));
