import type { TFunction } from 'i18next';
import type { AmountInputError, LimitError } from '../../config/amounts.ts';

type T = TFunction<'wallet'>;

/** The message of an amount the user typed that cannot be sent, in the user's language. */
export function amountErrorText(t: T, error: AmountInputError | LimitError, limits: { min?: string; max?: string } = {}): string {
  return t(`wallet:amount.${error}`, limits);
}
