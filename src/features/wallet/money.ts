import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMinor } from '../../config/amounts.ts';

/** Formats amounts in the page's language (src/config/amounts.ts), with the currency symbol when given. */
export function useMoney(): { decimal: (value: string, symbol?: string) => string; minor: (value: bigint, symbol?: string) => string } {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    decimal: (value, symbol = '') => `${symbol}${formatDecimal(value, locale)}`,
    minor: (value, symbol = '') => `${symbol}${formatMinor(value, locale)}`,
  };
}
