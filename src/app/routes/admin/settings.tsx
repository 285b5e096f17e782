import { createFileRoute } from '@tanstack/react-router';
import { AdminSettingsPage } from '../../features/admin/AdminSettingsPage.tsx';

export const Route = createFileRoute('/admin/settings')({ component: AdminSettingsPage });
