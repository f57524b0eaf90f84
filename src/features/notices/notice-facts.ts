/** What the notice page reads from its address and shows of a notice (SPEC 2.9 notice page, 2.1, 3). */

/** The list a query asks for: agent announcements with types=A (/m/member/notice?types=A), else player notices. */
export function noticeTypes(raw: string | null): 'PL' | 'A' {
  return raw === 'A' ? 'A' : 'PL';
}

/** R2.9-12: the index of the notice to open, when the query's index is a whole number inside the list. */
export function noticeIndex(raw: string | null, count: number): number | undefined {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const index = Number(raw);
  return index < count ? index : undefined;
}

/** R2.9-14: the start date as YYYY-MM-DD, whatever time the platform adds to it. */
export function noticeDay(startDate: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(startDate)?.[0] ?? startDate;
}
