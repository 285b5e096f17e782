import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useRouter } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Separator } from 'react-aria-components';
import { useStarred } from '../../state/starred.ts';
import { Popover } from '../../ui/Popover.tsx';
import { bookmarkablePages, pageAt, STARRED_LIMIT, starredPages } from './page-search.ts';
import { useMenuTree } from './use-menu-tree.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-[15px] text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink';

/**
 * Spec §2 Navbar, starred pages: the first ten (the limited view; the page search lists them
 * all) and a toggle for the page on screen.
 */
export function StarredMenu() {
  const { t } = useLingui();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const pages = bookmarkablePages(useMenuTree());
  const { paths, toggle } = useStarred();
  const starred = starredPages(pages, paths);
  const here = pageAt(pages, pathname);
  const hereStarred = here ? paths.includes(here.path) : false;
  const act = (key: React.Key) => {
    if (key === 'toggle' && here) toggle(here.path);
    else void router.navigate({ to: String(key) as never });
  };
  return (
    <MenuTrigger>
      <Button
        aria-label={t`Trang gắn sao`}
        className="grid size-9 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-subtle hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <Star aria-hidden="true" className={`size-5 ${hereStarred ? 'fill-warning text-warning' : ''}`} />
      </Button>
      <Popover placement="bottom end" className="w-72 rounded-card bg-surface p-1.5 shadow-card outline-none">
        <Menu
          onAction={act}
          aria-label={t`Trang gắn sao`}
          className="max-h-[260px] overflow-y-auto outline-none"
        >
          {here ? (
            <MenuItem id="toggle" className={itemClass}>
              <Star
                aria-hidden="true"
                className={`size-4 ${hereStarred ? 'fill-warning text-warning' : ''}`}
              />
              {hereStarred ? <Trans>Bỏ gắn sao trang này</Trans> : <Trans>Gắn sao trang này</Trans>}
            </MenuItem>
          ) : null}
          {here ? <Separator className="my-1 border-t border-line" /> : null}
          {starred.slice(0, STARRED_LIMIT).map((page) => (
            <MenuItem key={page.path} id={page.path} textValue={page.title} className={itemClass}>
              <span className="min-w-0 truncate">{page.title}</span>
            </MenuItem>
          ))}
          {starred.length === 0 ? (
            <MenuItem id="empty" isDisabled className="px-3 py-2 text-[14px] text-muted">
              <Trans>Chưa có trang gắn sao</Trans>
            </MenuItem>
          ) : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
