import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { i18next } from '../../i18n/i18n.ts';
import { API_ERROR } from '../../api/endpoints.ts';
import { ApiError, generalErrorOf } from '../../api/errors.ts';
import type { SecurityOverview } from '../../api/security.ts';
import { getMerchant } from '../../config/merchant.ts';
import { hideToast, showLoadingToast, showToast } from '../../state/toast-store.ts';

/** The text of a refused security call: the general errors of SPEC 8, free_reject, else the platform's message in the user's language. */
export function failureText(t: TFunction, error: ApiError): string {
  const general = generalErrorOf(error);
  if (general !== undefined) return t(`common:general.${general}`);
  if (error.code === API_ERROR.freeReject) return t('common:general.free_reject');
  for (const key of [`security:server.${error.message}`, `auth:server.${error.message}`]) if (i18next.exists(key)) return t(key);
  return error.message;
}

/** A refusal tied to a request field (value.field), shown under that field as well as in the toast. */
export interface FieldFailure { field: string; message: string }

/**
 * Sends one security form: a loading toast, then the success toast and `onSaved` with the settings
 * as they are now (the screen leaves the form, and what was typed with it, so the button stays busy), or the platform's message,
 * leaving what the user typed in place (SPEC 8).
 */
export function useSecretSubmit(onSaved: (overview: SecurityOverview) => void): {
  busy: boolean;
  failure: FieldFailure | undefined;
  send: (run: () => Promise<SecurityOverview>, successKey: string) => Promise<void>;
} {
  const { t } = useTranslation('security');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FieldFailure | undefined>(undefined);
  const send = async (run: () => Promise<SecurityOverview>, successKey: string): Promise<void> => {
    setBusy(true);
    setFailure(undefined);
    const loading = showLoadingToast(t('common:general.please_wait'), getMerchant().constants.timings.submitLoadingToastMs);
    try {
      const overview = await run();
      // Stryker disable next-line CallExpression: the success toast below replaces the loading one in the same tick
      hideToast(loading);
      showToast(t(successKey), 'success', getMerchant().constants.timings.successToastMs);
      onSaved(overview);
    } catch (error) {
      // Stryker disable next-line CallExpression: the client rejects with ApiError only, whose message below replaces the loading toast in the same tick
      hideToast(loading);
      setBusy(false);
      // Stryker disable next-line ConditionalExpression: the client rejects with ApiError only; the guard narrows the type
      if (!(error instanceof ApiError)) throw error;
      const message = failureText(t, error);
      showToast(message, 'error');
      const field = error.value?.['field'];
      // Stryker disable next-line ConditionalExpression: a failure without a field matches no field's name, as no failure does
      if (typeof field === 'string') setFailure({ field, message });
    }
  };
  return { busy, failure, send };
}
