/** Dates and times of the draws in the page's language, with Western digits as the rest of the app writes numbers (D1), in the device's time zone. */

export function drawClock(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' }).format(new Date(ms));
}

export function drawDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', numberingSystem: 'latn' }).format(new Date(ms));
}
