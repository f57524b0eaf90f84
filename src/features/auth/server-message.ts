import type { TFunction } from 'i18next';
import { type ApiError, generalErrorOf } from '../../api/errors.ts';

/** The message of a refused call for a quiet (screen-handled) call: SPEC 8 texts in the user's language. */
export function serverMessage(t: TFunction<'auth'>, error: ApiError): string {
  const general = generalErrorOf(error);
  if (general !== undefined) return t(`general.${general}`);
  return t(`server.${error.message}`, { defaultValue: error.message });
}
