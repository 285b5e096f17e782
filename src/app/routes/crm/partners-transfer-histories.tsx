import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/crm/partners-transfer-histories')(
  entityRoute(() =>
    import('../../../contract/entities/crm/partners-transfer-histories.entity.ts').then(
      (m) => m.partnerTransfers,
    ),
  ),
);
