import { useRef, useState } from 'react';
import { ApiError, generalErrorOf, NETWORK_ERROR } from '../../../api/errors.ts';
import { newIdempotencyKey } from '../../../api/idempotency-key.ts';
import { grabRedRain, type RedRainClaim } from '../../../api/red-rain.ts';

/** What a Grab tap ended in: the envelope, or the platform's refusal (a general error is the error path's: SPEC 8). */
export type GrabOutcome = { eventId: number; kind: 'won'; claim: RedRainClaim } | { eventId: number; kind: 'refused'; code: string; message: string };

/**
 * The Grab tap of a rain: one idempotency key per rain until the platform answers (a retry after a lost answer
 * is the same tap, so it is never paid twice), and the outcome, kept for the screen to say in place and handed
 * to `onOutcome`.
 */
export function useGrab(language: string, onOutcome: (outcome: GrabOutcome) => void) {
  const keys = useRef(new Map<number, string>());
  const [busy, setBusy] = useState<number | undefined>();
  const [outcome, setOutcome] = useState<GrabOutcome | undefined>();
  const done = (next: GrabOutcome): void => {
    setOutcome(next);
    onOutcome(next);
  };
  const grab = async (eventId: number): Promise<void> => {
    const key = keys.current.get(eventId) ?? newIdempotencyKey();
    keys.current.set(eventId, key);
    setBusy(eventId);
    setOutcome(undefined);
    try {
      const answer = await grabRedRain(eventId, key, language);
      keys.current.delete(eventId);
      done({ eventId, kind: 'won', claim: answer.claim });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code !== NETWORK_ERROR) keys.current.delete(eventId);
      const general = generalErrorOf(error) !== undefined || error.code.startsWith('HTTP_');
      if (!general) done({ eventId, kind: 'refused', code: error.code, message: error.message });
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, outcome, grab };
}
