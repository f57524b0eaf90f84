/**
 * A money-moving submit: one idempotency key per user action, reused when the same
 * request is sent again after its answer was lost; the platform's refusal shown as given; nothing the user
 * typed is cleared by a failure (the form keeps its own state).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, generalErrorOf, NETWORK_ERROR } from '../../api/errors.ts';
import { ActionKey } from './action-key.ts';

/** Whether the platform may not have received or answered the request: only then is the same key sent again. */
function answerLost(error: ApiError): boolean {
  // Stryker disable next-line Regex: the client makes these codes from a three-digit HTTP status, so the anchors change nothing
  return error.code === NETWORK_ERROR || /^HTTP_5\d\d$/.test(error.code) || error.code === 'INTERNAL_ERROR';
}

export interface MoneyAction {
  busy: boolean;
  /** The failure's text: a general error in the user's language, else the platform's message as given. */
  error: string | undefined;
  /** Sends `send` with the key of `request` (a fingerprint of what is sent); resolves undefined after a failure. */
  run: <T>(request: string, send: (key: string) => Promise<T>) => Promise<T | undefined>;
}

export function useMoneyAction(): MoneyAction {
  const { t } = useTranslation();
  const keys = useRef(new ActionKey());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const inFlight = useRef(false);
  const run = useCallback(async <T,>(request: string, send: (key: string) => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await send(keys.current.keyFor(request));
      keys.current.answered();
      return answer;
    } catch (thrown) {
      const failure = thrown as ApiError;
      if (!answerLost(failure)) keys.current.answered();
      const general = generalErrorOf(failure);
      setError(general !== undefined ? t(`general.${general}`) : failure.message);
      return undefined;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [t]);
  return { busy, error, run };
}
