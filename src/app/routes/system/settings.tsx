import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SettingsPage } from '../../features/settings/SettingsPage.tsx';
import { searchWithDefaults } from '../../features/shell/route-search.ts';

const searchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
});

export const Route = createFileRoute('/system/settings')({
  ...searchWithDefaults(searchSchema, { q: '' }),
  component: SettingsPage,
});
