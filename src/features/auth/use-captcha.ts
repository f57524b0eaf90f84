import { useCallback, useState } from 'react';
import { type Captcha, fetchCaptcha } from '../../api/register.ts';

/** A captcha picture and its id; `refresh` loads a new one (SPEC 4). */
export function useCaptcha(): { captcha: Captcha | undefined; refresh: () => Promise<void> } {
  const [captcha, setCaptcha] = useState<Captcha | undefined>(undefined);
  const refresh = useCallback(async () => {
    try {
      setCaptcha(await fetchCaptcha());
    } catch {
      setCaptcha(undefined);
    }
  }, []);
  return { captcha, refresh };
}
