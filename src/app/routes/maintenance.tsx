import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../features/shell/StatusPages.tsx';

export const Route = createFileRoute('/maintenance')({ component: MaintenancePage });
