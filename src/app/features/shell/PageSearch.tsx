import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { FileText, Search, Star, X } from 'lucide-react';
import { useCallback, useLayoutEffect, useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  Header,
  Heading,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
} from 'react-aria-components';
import { useStarred } from '../../state/starred.ts';
import { Button as UiButton } from '../../ui/Button.tsx';
import { PopupOverlay } from '../../ui/PopupOverlay.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { bookmarkablePages, findPages, type PageEntry, starredPages } from './page-search.ts';
import { useMenuTree } from './use-menu-tree.ts';

/** Typing '/' in a field types a slash; only elsewhere does it open the search. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Spec §2 Navbar: Ctrl+K (⌘K) anywhere, or '/' outside a field, opens the page search; listening
 * from a layout effect, so the keys work as soon as the frame shows.
 */
function useSearchHotkeys(open: () => void): void {
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (ctrlK || (slash && !isTyping(event.target))) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink';

function PageItem({ id, page, starred }: { id: string; page: PageEntry; starred: boolean }) {
  const Icon = starred ? Star : FileText;
  return (
    <MenuItem id={id} textValue={page.title} className={itemClass}>
      <Icon
        aria-hidden="true"
        className={`size-4 shrink-0 ${starred ? 'fill-warning text-warning' : 'text-muted'}`}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[15px]">{page.title}</span>
        <span className="block truncate text-xs text-muted">{page.trail.join(' › ') || page.path}</span>
      </span>
    </MenuItem>
  );
}

function SectionHeader({ children }: { children: React.ReactNode }) {
  return (
    <Header className="px-3 pt-3 pb-1 text-xs font-medium tracking-wide text-muted uppercase">
      {children}
    </Header>
  );
}

/** The search box over every page of the user's menu, starred ones first. */
function PageSearchPanel({ onOpen, onClose }: { onOpen: (path: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const pages = bookmarkablePages(useMenuTree());
  const { paths } = useStarred();
  const starred = findPages(starredPages(pages, paths), query);
  const found = findPages(
    pages.filter((page) => !paths.includes(page.path)),
    query,
  );
  const open = (key: React.Key) => onOpen(String(key).replace(/^(star|page):/, ''));
  // findPages filters and ranks; the Autocomplete only links the box to the list's keyboard focus.
  return (
    <Autocomplete inputValue={query} onInputChange={setQuery}>
      <div className="flex items-center gap-2 border-b border-line p-3">
        <SearchField
          autoFocus
          label={t`Tìm trang`}
          placeholder={t`Tìm trang theo tên…`}
          clearLabel={t`Xóa tìm kiếm`}
          className="min-w-0 flex-1"
        />
        {/* Spec §4: Escape closes a popup that has a close button; this is it. */}
        <UiButton variant="ghost" size="icon" aria-label={t`Đóng`} className="size-9" onPress={onClose}>
          <X aria-hidden="true" className="size-4" />
        </UiButton>
      </div>
      <Menu
        aria-label={t`Các trang`}
        onAction={open}
        className="max-h-[min(60vh,28rem)] overflow-y-auto p-2 outline-none"
        renderEmptyState={() => (
          <p className="px-3 py-8 text-center text-muted">
            <Trans>Không tìm thấy trang nào</Trans>
          </p>
        )}
      >
        {starred.length > 0 ? (
          <MenuSection>
            <SectionHeader>
              <Trans>Trang gắn sao</Trans>
            </SectionHeader>
            {starred.map((page) => (
              <PageItem key={page.path} id={`star:${page.path}`} page={page} starred />
            ))}
          </MenuSection>
        ) : null}
        {found.length > 0 ? (
          <MenuSection>
            <SectionHeader>
              {starred.length > 0 ? <Trans>Trang khác</Trans> : <Trans>Tất cả trang</Trans>}
            </SectionHeader>
            {found.map((page) => (
              <PageItem key={page.path} id={`page:${page.path}`} page={page} starred={false} />
            ))}
          </MenuSection>
        ) : null}
      </Menu>
    </Autocomplete>
  );
}

/** The navbar's search button and its dialog. */
export function PageSearch() {
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const openSearch = useCallback(() => setOpen(true), []);
  useSearchHotkeys(openSearch);
  const go = (path: string) => {
    setOpen(false);
    void router.navigate({ to: path as never });
  };
  return (
    <>
      <Button
        onPress={openSearch}
        aria-keyshortcuts="Control+K /"
        className="flex h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-muted outline-none hover:bg-subtle hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500 xl:w-56 xl:border xl:border-line xl:px-3"
      >
        <Search aria-hidden="true" className="size-5 xl:size-4" />
        <span className="text-[14px] max-xl:sr-only">
          <Trans>Tìm trang…</Trans>
        </span>
        <span
          aria-hidden="true"
          className="ml-auto rounded border border-line px-1.5 font-mono text-xs max-xl:hidden"
        >
          Ctrl K
        </span>
      </Button>
      <PopupOverlay
        kind="dialog"
        hasCloseButton
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 flex items-start justify-center bg-[#2f2b3d]/50 p-3 pt-[10vh] data-entering:animate-fade-in"
      >
        <Modal className="w-full max-w-xl overflow-hidden rounded-card bg-surface shadow-card outline-none">
          <Dialog className="outline-none">
            <Heading slot="title" className="sr-only">
              <Trans>Tìm trang</Trans>
            </Heading>
            <PageSearchPanel onOpen={go} onClose={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </PopupOverlay>
    </>
  );
}
