import { createFileRoute } from '@tanstack/react-router';
import { reportRoute } from '../../../report-ui/report-route.ts';

export const Route = createFileRoute('/crm/reports/telesale')(reportRoute('crm', 'telesale'));
