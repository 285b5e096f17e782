import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/call-center/extensions')(
  entityRoute(() =>
    import('../../../../contract/entities/system/call-center-extensions.entity.ts').then(
      (m) => m.callCenterExtensions,
    ),
  ),
);
