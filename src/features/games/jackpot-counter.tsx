import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchant } from '../../config/merchant.ts';
import { formatWhole } from '../../i18n/format.ts';
import { jackpotDelayMs, jackpotStart, jackpotStep } from './jackpot.ts';

/** The running jackpot of SPEC 4 with the merchant's currency symbol (R4-65, R4-66). */
export function JackpotCounter() {
  const { i18n, t } = useTranslation('lobby');
  const merchant = getMerchant();
  const config = merchant.constants.jackpot;
  const [value, setValue] = useState(() => jackpotStart(config));
  useEffect(() => {
    const timer = setTimeout(() => setValue((v) => v + jackpotStep(config)), jackpotDelayMs(config));
    return () => clearTimeout(timer);
  }, [value, config]);
  const text = formatWhole(value, i18n.language, merchant.platform.currencySymbol);
  return (
    <span data-testid="jackpot" aria-label={`${t('jackpot')} ${text}`}>
      {text}
    </span>
  );
}
