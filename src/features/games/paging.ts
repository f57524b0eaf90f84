/** Paging rules of SPEC 4 (R4-35, R4-37). */

/** R4-35: more pages exist while pageNum is below totalPages. */
export function hasMore(pageNum: number, totalPages: number): boolean {
  return pageNum < totalPages;
}

/** R4-37: a further page is appended when the append flag is set; otherwise the list is replaced. */
export function mergePage<T>(current: readonly T[], page: readonly T[], append: boolean): T[] {
  return append ? [...current, ...page] : [...page];
}
