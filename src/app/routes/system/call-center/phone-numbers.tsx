import { createFileRoute } from '@tanstack/react-router';
import { callCenterPhoneNumbers } from '../../../../contract/entities/system/call-center-phone-numbers.entity.ts';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/call-center/phone-numbers')(
  entityRoute(callCenterPhoneNumbers),
);
