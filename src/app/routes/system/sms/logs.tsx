import { createFileRoute } from '@tanstack/react-router';
import { smsLogs } from '../../../../contract/entities/system/sms-logs.entity.ts';
import { entityRoute } from '../../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/system/sms/logs')(entityRoute(smsLogs));
