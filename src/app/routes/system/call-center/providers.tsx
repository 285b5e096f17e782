import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/call-center/providers')(
  entityRoute(() =>
    import('../../../../contract/entities/system/call-center-providers.entity.ts').then(
      (m) => m.callCenterProviders,
    ),
  ),
);
