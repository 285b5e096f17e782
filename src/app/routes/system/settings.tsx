import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { SettingsPage } from '../../features/settings/SettingsPage.tsx';

const searchSchema = z.object({ q: z.string().trim().max(200).optional().catch(undefined) });

export const Route = createFileRoute('/system/settings')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  component: SettingsPage,
});
