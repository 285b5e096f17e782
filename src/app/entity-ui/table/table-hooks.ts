import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec §5: table search is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The text of a search box that follows `committed` (the address) and hands over what the user
 * typed once they stop for 500 ms. Trimmed; an empty search commits as ''.
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  // Back/forward changed the address: show what it says now.
  const lastCommitted = useRef(committed);
  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setText(committed);
    }
  }, [committed]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === lastCommitted.current) return;
    const timer = window.setTimeout(() => {
      lastCommitted.current = wanted;
      commitRef.current(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return [text, setText] as const;
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Spec §2: F3 focuses (and selects) the screen's search box, wherever the focus is. Listening from
 * a layout effect: the key works as soon as the screen shows (a passive effect of a background
 * render may run a moment after its paint).
 */
export function useSearchHotkey(search: RefObject<HTMLInputElement | null>) {
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F3') return;
      event.preventDefault();
      search.current?.focus();
      search.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [search]);
}

/**
 * Keyboard of the reusable data table (spec §2): F3 focuses the search box; Ctrl or Cmd with the
 * left or right arrow changes page (not while typing, where those keys move by word).
 */
export function useTableKeys(search: RefObject<HTMLInputElement | null>, turnPage: (step: -1 | 1) => void) {
  useSearchHotkey(search);
  const turnRef = useRef(turnPage);
  turnRef.current = turnPage;
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || typingIn(event.target)) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        turnRef.current(event.key === 'ArrowLeft' ? -1 : 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
