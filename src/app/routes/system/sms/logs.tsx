import { createFileRoute } from '@tanstack/react-router';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/sms/logs')(
  entityRoute(() => import('../../../../contract/entities/system/sms-logs.entity.ts').then((m) => m.smsLogs)),
);
