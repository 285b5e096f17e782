import { createFileRoute } from '@tanstack/react-router';
import { callCenterExtensions } from '../../../../contract/entities/system/call-center-extensions.entity.ts';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/call-center/extensions')(entityRoute(callCenterExtensions));
