/** What the agent screens show of a failed call (SPEC 8): a general error in the user's language, else the platform's own reason. */
import { type ApiError, generalErrorOf } from '../../api/errors.ts';

export function failureText(t: (key: string, options: { ns: string }) => string, error: ApiError): string {
  const general = generalErrorOf(error);
  if (general !== undefined) return t(`general.${general}`, { ns: 'common' });
  return error.code.startsWith('HTTP_') ? t('load_failed', { ns: 'common' }) : error.message;
}
