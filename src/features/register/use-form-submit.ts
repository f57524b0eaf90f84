import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { showToast } from '../../state/toast-store.ts';

interface Refusal {
  /** The text a refused call shows (SPEC 8). */
  messageOf: (error: ApiError) => string;
  /** Whether the form has the field a refusal names. */
  hasField: (field: string) => boolean;
  /** Shows the message on that field and focuses it. */
  fieldError: (field: string, message: string) => void;
  /** What follows a refusal, such as a new captcha. */
  afterFailure?: () => void;
}

/**
 * Focuses a schema form's field after the render that shows its message. Moving the focus at once blurs the
 * field left with the form's values of before that render, and the form's blur handling would bring back what
 * a refusal has just cleared (the captcha renewed after it).
 */
export function focusFieldAfterRender(name: string): void {
  setTimeout(() => document.getElementById(`root_${name}`)?.focus(), 0);
}

/**
 * The submit path of the schema forms (registration and an agent's downline account; SPEC 4, 8): busy while
 * `send` runs; a refused call shows the platform's message as a toast and on the field it names (never the
 * captcha), and the form keeps what the user typed. Errors that are not the platform's are thrown on.
 */
export function useFormSubmit({ messageOf, hasField, fieldError, afterFailure }: Refusal): { busy: boolean; run: (send: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<void>): Promise<void> => {
    setBusy(true);
    try {
      await send();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message = messageOf(error);
      showToast(message, 'error');
      const field = error.value?.['field'];
      if (typeof field === 'string' && field !== 'captcha' && hasField(field)) fieldError(field, message);
      afterFailure?.();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
