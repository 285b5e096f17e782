import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/call-center/phone-numbers')(
  entityRoute(() =>
    import('../../../../contract/entities/system/call-center-phone-numbers.entity.ts').then(
      (m) => m.callCenterPhoneNumbers,
    ),
  ),
);
