/** SMS verification code (SPEC 7 SMS, D21). */
import { call } from './client.ts';

/** Sends a code; answers when the next code may be requested (ms since epoch), if the platform says. */
export async function sendSmsCode(mobileNum: string, countryDialingCode: string): Promise<number | undefined> {
  const value: { expirationTime?: unknown } | undefined = await call('smsSend', { mobileNum, countryDialingCode }, { quiet: true });
  return typeof value?.expirationTime === 'number' ? value.expirationTime : undefined;
}
