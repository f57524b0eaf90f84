import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { sendSmsCode } from '../../api/sms.ts';
import { getMerchant } from '../../config/merchant.ts';
import { hideToast, showLoadingToast, showToast } from '../../state/toast-store.ts';
import { CodeButton } from '../../ui/form/code-button.tsx';
import { useSmsCountdown } from '../../ui/form/use-sms-countdown.ts';
import { serverMessage } from './server-message.ts';
import { signInProvider } from './sign-in-provider.ts';

interface SmsCodeButtonProps {
  mobile: string;
  countryDialingCode: string;
  /** Validates the mobile number (showing its message); no request when it answers false (SPEC 5). */
  validateMobile: () => boolean;
  id?: string;
}

/** Get-code button: validates the mobile, sends the code, then counts down (SPEC 4, 8). */
export function SmsCodeButton({ mobile, countryDialingCode, validateMobile, id }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const { timings } = getMerchant().constants;
  const { seconds, start } = useSmsCountdown(timings.smsCountdownRefreshMs, timings.smsDefaultSeconds);
  const send = async (): Promise<void> => {
    if (!validateMobile()) return;
    // SPEC 8: the sending text stays until the sending ends in these screens (9999)
    const loading = showLoadingToast(t('sms.in_sms_sending'), timings.smsLoadingToastMs);
    const phone = signInProvider()?.phone;
    try {
      let expiration: number | undefined;
      // the mobile inputs keep digits only: nothing to trim
      if (phone !== undefined) await phone.send(mobile, countryDialingCode);
      else expiration = await sendSmsCode(mobile, countryDialingCode);
      // Stryker disable next-line CallExpression: the sent toast below replaces the loading one in the same tick
      hideToast(loading);
      showToast(t('sms.in_sms_send'), 'success', timings.toastMs);
      start(expiration);
    } catch (error) {
      hideToast(loading);
      // SPEC 8: a provider failure dismisses the loading toast and says nothing more
      if (phone === undefined && error instanceof ApiError) showToast(serverMessage(t, error), 'error');
    }
  };
  return <CodeButton id={id} seconds={seconds} onClick={() => void send()} />;
}
