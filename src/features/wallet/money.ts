import { useFormat } from '../../i18n/use-format.ts';

/** Amounts in the page's language (src/i18n/format.ts), with the currency symbol when given. */
export function useMoney(): { decimal: (value: string, symbol?: string) => string; minor: (value: bigint, symbol?: string) => string } {
  const { platformAmount, amount } = useFormat();
  return { decimal: platformAmount, minor: amount };
}
