import { fold } from '../../../contract/domain/text.ts';
import type { MenuNode } from './menu-tree.ts';

/** A page the navbar search can open: its path, title and the menu groups above it. */
export interface PageEntry {
  path: string;
  title: string;
  trail: string[];
}

/** The navbar's starred menu shows this many; the search dialog lists them all. */
export const STARRED_LIMIT = 10;

/** Every page of the user's menu tree (already only what they may open), in menu order. */
export function bookmarkablePages(tree: readonly MenuNode[], trail: string[] = []): PageEntry[] {
  return tree.flatMap((node) => [
    ...(node.command ? [{ path: node.command, title: node.title, trail }] : []),
    ...bookmarkablePages(node.children, [...trail, node.title]),
  ]);
}

const wordsOf = (text: string) => text.split(/[\s/-]+/);

/**
 * How well a page answers `words` (lower is better): each word is a whole word of the title (0)
 * or of title and groups (1), begins one (2, 3), or only appears inside one (4); null: no match.
 * Whole words first because folding accents makes "kho" begin "khóa" as well as be "Kho".
 */
function rank(page: PageEntry, words: string[]): number | null {
  const title = wordsOf(fold(page.title));
  const all = [...title, ...wordsOf(fold(page.trail.join(' '))), ...wordsOf(page.path)];
  if (!words.every((word) => all.some((w) => w.includes(word)))) return null;
  const every = (own: string[], test: (w: string, word: string) => boolean) =>
    words.every((word) => own.some((w) => test(w, word)));
  const same = (w: string, word: string) => w === word;
  const begins = (w: string, word: string) => w.startsWith(word);
  const tests: [string[], typeof same][] = [
    [title, same],
    [all, same],
    [title, begins],
    [all, begins],
  ];
  const found = tests.findIndex(([own, test]) => every(own, test));
  return found === -1 ? tests.length : found;
}

/** Pages whose title, groups or path hold every word of `query`, accents and case aside, best first. */
export function findPages(pages: readonly PageEntry[], query: string): PageEntry[] {
  const folded = fold(query);
  if (folded === '') return [...pages];
  const words = wordsOf(folded).filter(Boolean);
  return pages
    .map((page, index) => ({ page, index, score: rank(page, words) }))
    .filter((hit): hit is { page: PageEntry; index: number; score: number } => hit.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((hit) => hit.page);
}

/** The starred pages the user may open, in the order they were starred. */
export function starredPages(pages: readonly PageEntry[], starred: readonly string[]): PageEntry[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return starred.flatMap((path) => {
    const page = byPath.get(path);
    return page ? [page] : [];
  });
}

/** The page of the menu that `pathname` shows (the longest command covering it), if any. */
export function pageAt(pages: readonly PageEntry[], pathname: string): PageEntry | undefined {
  return pages
    .filter((page) => pathname === page.path || pathname.startsWith(`${page.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
