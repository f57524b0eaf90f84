/** What the inbox shows of the platform's answers (SPEC 2.8, 7 Inbox, 8). */
import { API_ERROR } from '../../api/endpoints.ts';
import { type ApiError, generalErrorOf } from '../../api/errors.ts';

export const PAGE_SIZE = 20;

/** The page to ask next: after deletions the server's pages shift, so re-asking a page and skipping known ids loses none. */
export function nextPage(loaded: number): number {
  return Math.floor(loaded / PAGE_SIZE) + 1;
}

/** The platform refused a trial account (R6-5). */
export const isFreeReject = (error: ApiError): boolean => error.code === API_ERROR.freeReject;

/**
 * The text of a failed call: a general error in the user's language (SPEC 8), else the platform's own
 * message; a failure without one (HTTP status only) is the general load failure.
 */
export function failureText(t: (key: string) => string, error: ApiError): string {
  const general = generalErrorOf(error);
  if (general !== undefined) return t(`general.${general}`);
  return error.code.startsWith('HTTP_') ? t('load_failed') : error.message;
}
