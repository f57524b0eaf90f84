import type { TFunction } from 'i18next';
import { ApiError, generalErrorOf } from '../../api/errors.ts';

/** What a failed section says: SPEC 8's general message in the user's language, else the platform's own message. */
export function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('load_failed');
  const general = generalErrorOf(error);
  return general === undefined ? error.message : t(`general.${general}`);
}
