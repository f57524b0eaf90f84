/**
 * Username availability while typing (SPEC 7 Register, R7-7; SPEC 8 "Sorry, the username already exists"):
 * one GET after the player pauses for constants.timings.usernameCheckDebounceMs, none for a value the field's
 * own rules refuse. A failed check blocks nothing: the registration itself still refuses a taken name.
 */
import { useEffect, useState } from 'react';
import { isUsernameAvailable } from '../../api/register.ts';
import { getMerchant } from '../../config/merchant.ts';
import type { StringSchema } from './schema.ts';

/** unknown: not asked (empty, refused by the field's rules, waiting for the pause, or the check failed). */
export type Availability = 'unknown' | 'free' | 'taken';

/** Whether `value` passes the field's rules as the form's validator reads them (ajv: code points, unicode patterns). */
export function fitsField(value: string, field: StringSchema | undefined): boolean {
  if (field === undefined || value.trim() === '') return false;
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength) return false;
  if (field.maxLength !== undefined && length > field.maxLength) return false;
  if (field.pattern === undefined) return true;
  try {
    return new RegExp(field.pattern, 'u').test(value);
  } catch {
    return false;
  }
}

/** The availability of the typed username; `field` is its schema in the form (undefined when the form has none). */
export function useUsernameAvailability(value: string | undefined, field: StringSchema | undefined): Availability {
  const [result, setResult] = useState<{ name: string; availability: Availability } | undefined>(undefined);
  const checkable = fitsField(value ?? '', field);
  const name = checkable ? (value ?? '').trim() : '';
  useEffect(() => {
    if (name === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      isUsernameAvailable(name, { quiet: true, signal: controller.signal }).then(
        (available) => { if (!controller.signal.aborted) setResult({ name, availability: available ? 'free' : 'taken' }); },
        () => undefined,
      );
    }, getMerchant().constants.timings.usernameCheckDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name]);
  return name !== '' && result?.name === name ? result.availability : 'unknown';
}
