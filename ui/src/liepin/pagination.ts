// The resume list's paging rules (spec 002 §2, §9): the provider shows 30 resumes a page, a
// total of at most 5,000 and at most 100 pages; the quick links go to pages 1 to 5.
export const PAGE_SIZE = 30;
export const MAX_COUNT = 5000;
export const MAX_PAGE = 100;
export const QUICK_LINKS = 5;

/** What the control shows: the page, the last page and the (capped) total (spec §3 "Pagination info"). */
export interface PageInfo { currentPage: number; maxPage: number; maxCount: number }

/** The paging of a result of `total` resumes with `current` asked for (kept within 1..maxPage). */
export function pageInfo(total: number, current: number): PageInfo {
  const maxCount = Math.max(0, Math.min(Number.isFinite(total) ? Math.floor(total) : 0, MAX_COUNT));
  const maxPage = Math.max(1, Math.min(MAX_PAGE, Math.ceil(maxCount / PAGE_SIZE)));
  return { currentPage: clampPage(current, maxPage), maxPage, maxCount };
}

/** A page typed or asked for, as one the list has (1 when it is not a number). */
export function clampPage(page: number, maxPage: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, maxPage));
}

/** The pages the quick links go to: 1 to 5, fewer when the list is shorter. */
export function quickLinks(maxPage: number): number[] {
  return Array.from({ length: Math.min(QUICK_LINKS, Math.max(1, maxPage)) }, (_, i) => i + 1);
}
