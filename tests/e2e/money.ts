/**
 * Amounts as a journey expects the screens to write them (SPEC 9): the platform's decimal string with two
 * decimals, grouped as the page's language groups, in Latin digits (docs/i18n.md), the currency symbol before
 * it. Formatted here by Intl from the language alone, not by the app's formatter, so a journey still
 * notices an amount the app writes wrongly.
 */
import type { Page } from '@playwright/test';
import { escapeRegExp } from './texts.ts';

/** "1234.5" -> "1,234.50" in English, "1.234,50" in Vietnamese. */
export function amountIn(locale: string, amount: string): string {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
  return format.format(amount as unknown as number);
}

/** The amount as a whole text, after whatever symbol comes first. */
export const amountPattern = (locale: string, amount: string): RegExp => new RegExp(`^\\D*${escapeRegExp(amountIn(locale, amount))}$`);

/** The page's language as the app set it on <html lang>. */
export const pageLocale = (page: Page): Promise<string> => page.evaluate(() => document.documentElement.lang);
