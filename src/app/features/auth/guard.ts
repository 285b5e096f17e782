import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { UserInfo } from '../../../contract/api/auth.api.ts';
import { underAny } from '../../../contract/auth/paths.ts';
import { PUBLIC_PREFIXES, routeAccess } from '../../../contract/auth/route-access.ts';
import { can, isAdmin } from '../../../contract/auth/rules.ts';
import type { Command } from '../../data/reference.schemas.ts';
import { commandsQuery } from '../../data/session.queries.ts';
import { i18n } from '../../i18n/i18n.ts';
import { session } from '../../state/session.ts';

/**
 * The command prefixes the user holds: entries of GET /api/system/command with an access right
 * (admin: all). The server sends the whole table, so the rights filter happens here.
 */
export function userCommands(user: UserInfo | null, items: readonly Command[]): string[] {
  if (!user) return [];
  return items.flatMap((item) =>
    item.command && (isAdmin(user) || can(user, item.menu_id, 'access')) ? [item.command] : [],
  );
}

/** The commands startup loaded; right after a language switch, those of the other language do. */
export function cachedCommands(queryClient: QueryClient): Command[] {
  const current = queryClient.getQueryData(commandsQuery(session.tenant, i18n.locale).queryKey);
  if (current) return current.items;
  const other = queryClient
    .getQueriesData<{ items: Command[] }>({ queryKey: ['session', session.tenant, 'command'] })
    .find(([, data]) => data !== undefined);
  return other?.[1]?.items ?? [];
}

/** Only a path of this app, never another origin ('//evil.example', 'https://…'). */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return undefined;
  return target.startsWith('/\\') ? undefined : target;
}

/**
 * Spec §6 Route access for the location being opened: signed-out → login with a redirect, no
 * command covering the path → /blank, /admin without is_admin → login. A locked screen sends
 * every signed-in page to /lock-screen first.
 */
export function guard(location: ParsedLocation, queryClient: QueryClient): void {
  const path = location.pathname;
  if (session.locked && session.user && !underAny(PUBLIC_PREFIXES, path)) {
    throw redirect({ to: '/lock-screen', search: { redirect: location.href } });
  }
  const commands = userCommands(session.user, cachedCommands(queryClient));
  const decision = routeAccess(session.user, path, commands);
  if (decision === 'login') throw redirect({ to: '/auth/login', search: { redirect: location.href } });
  if (decision === 'blank') throw redirect({ to: '/blank' });
}
