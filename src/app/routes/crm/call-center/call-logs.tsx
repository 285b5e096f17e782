import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/call-center/call-logs')(
  entityRoute(() =>
    import('../../../../contract/entities/crm/call-center.entity.ts').then((m) => m.callCenterCalls),
  ),
);
