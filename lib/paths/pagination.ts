// Splitting a list into numbered pages with stable addresses: page 1 at the list's own address,
// page n at {base}/page/{n}/. Pure, so the notes routes, the sitemap and the tests agree.

/** How many pages `length` items fill, `size` a page; an empty list still has its first page. */
export function pageCount(length: number, size: number): number {
  return Math.max(1, Math.ceil(length / size));
}

/** The items of page `number` (1-based), or undefined for a page that does not exist. */
export function pageItems<T>(items: readonly T[], size: number, number: number): T[] | undefined {
  if (!Number.isInteger(number) || number < 1 || number > pageCount(items.length, size)) return undefined;
  return items.slice((number - 1) * size, number * size);
}

/** The address of page `number` of the list at `base` (no trailing slash): page 1 is the list itself. */
export function pageHref(base: string, number: number): string {
  return number <= 1 ? base : `${base}/page/${number}`;
}

/** The numbers of the pages after the first, as route parameters ("2", "3", ...). */
export function laterPageParams(length: number, size: number): string[] {
  return Array.from({ length: pageCount(length, size) - 1 }, (_, i) => String(i + 2));
}

/**
 * Static export needs at least one page of every dynamic route: a list that fits on one page gets
 * this page of its page route instead (never a real page number), which renders nothing and which
 * the postbuild removes (scripts/build/postbuild.mjs).
 */
export const NO_PAGE_PLACEHOLDER = '0';
