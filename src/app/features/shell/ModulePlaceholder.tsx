import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { isPathPrefix, normalizePath } from '../../../contract/auth/paths.ts';
import { commandsQuery } from '../../data/session.queries.ts';
import { session } from '../../state/session.ts';
import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';

/** The title of the menu entry whose command is the longest prefix of `path`. */
function titleFor(path: string, items: readonly { command: string | null; title: string }[]): string | null {
  let best: { title: string; length: number } | null = null;
  for (const item of items) {
    if (!item.command || !isPathPrefix(item.command, path)) continue;
    const length = normalizePath(item.command).length;
    if (!best || length > best.length) best = { title: item.title, length };
  }
  return best?.title ?? null;
}

/** A screen the menu lists but this version does not have yet: say so instead of a 404. */
export function ModulePlaceholder() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { tenant } = useSnapshot(session);
  const { i18n } = useLingui();
  const { data } = useQuery(commandsQuery(tenant, i18n.locale));
  const title = titleFor(pathname, data?.items ?? []);
  return (
    <MessagePage
      icon={Construction}
      title={title ?? <Trans>Chức năng đang được xây dựng</Trans>}
      actions={<HomeLink />}
    >
      <Trans>Màn hình này đang được xây dựng và sẽ có trong một bản cập nhật tới.</Trans>
    </MessagePage>
  );
}
