// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import sahara from '../../../merchants/sahara/merchant.json' with { type: 'json' };
import ttslot from '../../../merchants/ttslot/merchant.json' with { type: 'json' };
import {
  countdown, dayKey, formatAmount, formatClock, formatLongDate, formatMonthYear, formatPlatformAmount, formatRelative, formatShortDay, formatWhole,
  matchDateTime, slashDateTime, slashDay, weekdayNames,
} from '../../../src/i18n/format.ts';
import { LANGUAGE_CORE } from '../../../src/i18n/language-core.ts';

/** Left-to-right and Arabic letter marks Intl puts around a sign in right-to-left languages. */
const bare = (text: string): string => text.replace(/[\u061C\u200E\u200F]/g, '');
const LOCALES = [...new Set(LANGUAGE_CORE.map((l) => l.locale))];

describe('amounts (SPEC 9: two decimals, never a binary float)', () => {
  const listed = [...new Set([...ttslot.languages, ...sahara.languages])];
  const localeOf = (code: string) => LANGUAGE_CORE.find((l) => l.code === code)!.locale;

  it.each(listed.map((code) => [code]))('%s groups thousands and shows two decimals', (code) => {
    const locale = localeOf(code);
    expect(formatAmount(123456789n, locale)).toBe('1,234,567.89');
    expect(formatAmount(5n, locale)).toBe('0.05');
    expect(bare(formatAmount(-300n, locale))).toBe('-3.00');
  });

  it('writes Western digits in every language of the table, with the language\'s own signs', () => {
    for (const locale of LOCALES) expect(bare(formatAmount(123450n, locale)), locale).toMatch(/^1\D?234\D[0-9]{2}$/);
    expect(formatAmount(123450n, 'de')).toBe('1.234,50');
    expect(formatAmount(123450n, 'ar-EG')).toBe('1,234.50');
    expect(formatAmount(123450n, 'fa')).toMatch(/^1\D234\D50$/);
  });

  it('formats beyond the float range exactly, the currency symbol before the amount', () => {
    expect(formatAmount(99999999999999999n, 'en')).toBe('999,999,999,999,999.99');
    expect(formatAmount(123456n, 'en', '₱')).toBe('₱1,234.56');
  });

  it('reads the platform\'s amounts by their text: strings or JSON numbers, padded or cut to two decimals, anything else as sent', () => {
    expect(formatPlatformAmount('98765.43', 'en')).toBe('98,765.43');
    expect(formatPlatformAmount(1250.5, 'en')).toBe('1,250.50');
    expect(formatPlatformAmount('-12374.15', 'en')).toBe('-12,374.15');
    expect(formatPlatformAmount('450359962737049.97', 'en')).toBe('450,359,962,737,049.97');
    expect(formatPlatformAmount(0.1 + 0.2, 'en')).toBe('0.30');
    expect(formatPlatformAmount('12.349', 'en')).toBe('12.34');
    expect(formatPlatformAmount(' 007.5 ', 'en')).toBe('7.50');
    expect(formatPlatformAmount('12', 'en', '$')).toBe('$12.00');
    for (const odd of ['', 'abc', '12.5abc', '12.', '1e5', '--3']) expect(formatPlatformAmount(odd, 'en')).toBe(odd);
  });

  it('builds one formatter per locale and kind, and reuses it', () => {
    const Original = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale, options) {
      return new Original(locale, options);
    } as typeof Intl.NumberFormat);
    try {
      expect(formatAmount(100n, 'fr-CA')).toBe(formatAmount(100n, 'fr-CA'));
      expect(formatPlatformAmount('2.00', 'fr-CA')).toBe(formatAmount(200n, 'fr-CA'));
      expect(built).toHaveBeenCalledOnce();
      expect(built).toHaveBeenCalledWith('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    } finally {
      built.mockRestore();
    }
  });
});

describe('whole numbers (R4-65 the jackpot: no decimals)', () => {
  it('are rounded down and grouped as each language groups, whichever was formatted before', () => {
    expect(formatWhole(123_456_789.6, 'en', '₱')).toBe('₱123,456,789');
    expect([formatWhole(1_234_567, 'en'), formatWhole(1_234_567, 'de'), formatWhole(1_234_567, 'en')]).toEqual(['1,234,567', '1.234.567', '1,234,567']);
    expect(formatWhole(1_234_567, 'ar')).toMatch(/^1\D234\D567$/);
  });
});

describe('dates and times', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  // A local time the test reads back in the device's zone.
  const at = new Date(2026, 2, 9, 7, 5).getTime();

  it('as SPEC fixes them, the same in every language: YYYY-MM-DD for the wire, YYYY/MM/DD HH:mm for records, DD/MM/YYYY and HH:mm for a match', () => {
    expect(dayKey(new Date(2026, 2, 9))).toBe('2026-03-09');
    expect(slashDateTime(at)).toBe('2026/03/09 07:05');
    expect(matchDateTime(at)).toEqual({ date: '09/03/2026', time: '07:05' });
    expect(slashDay(Date.UTC(2026, 2, 9, 23, 59))).toBe('2026/03/09');
  });

  it('a countdown as HH:MM:SS, whole seconds rounded up, never below zero', () => {
    expect([3_600_000 * 25 + 61_001, 1, 0, -5].map(countdown)).toEqual(['25:01:02', '00:00:01', '00:00:00', '00:00:00']);
  });

  it('in the language\'s words, with Western digits', () => {
    expect(formatClock(at, 'en')).toBe('07:05');
    expect(formatShortDay(at, 'en')).toBe('Mon, Mar 9');
    expect(formatShortDay(at, 'vi')).toMatch(/9 thg 3$/);
    expect(formatLongDate(Date.UTC(2026, 2, 9), 'en')).toBe('March 9, 2026');
    expect(formatLongDate(Date.UTC(2026, 2, 9), 'ar')).toContain('2026');
    expect(formatMonthYear(2026, 3, 'fr')).toBe('mars 2026');
    expect(weekdayNames('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // in Western digits everywhere, each in its language's own calendar: Thai counts the Buddhist era (2569 is
    // 2026), Persian the Solar Hijri one (1404)
    const year: Readonly<Record<string, RegExp>> = { th: /2569/, fa: /1404/ };
    for (const locale of LOCALES) expect(formatLongDate(Date.UTC(2026, 2, 9), locale), locale).toMatch(year[locale] ?? /2026/);
  });

  it('relative to now, in the largest whole unit', () => {
    const now = Date.UTC(2026, 2, 9, 12);
    expect(formatRelative(now - 30_000, now, 'en')).toBe('30 seconds ago');
    expect(formatRelative(now - 3 * 60_000, now, 'en')).toBe('3 minutes ago');
    expect(formatRelative(now + 2 * 86_400_000, now, 'en')).toBe('in 2 days');
    expect(formatRelative(now - 86_400_000, now, 'en')).toBe('yesterday');
    expect(formatRelative(now - 3 * 60_000, now, 'de')).toBe('vor 3 Minuten');
  });
});
