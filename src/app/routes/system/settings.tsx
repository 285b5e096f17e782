import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SettingsPage } from '../../features/settings/SettingsPage.tsx';

const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
});

export const Route = createFileRoute('/system/settings')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  component: SettingsPage,
});
