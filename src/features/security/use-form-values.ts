import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldFailure } from './use-secret-submit.ts';

/**
 * The values of one form, their rule errors after a submit, and a refusal of the platform naming a
 * field: `errorOf(name, wire)` shows whichever applies (the rule's first).
 */
export function useFormValues<N extends string>(initial: Record<N, string>, rules: Partial<Record<N, (v: string, all: Record<N, string>) => string | undefined>>) {
  const { t } = useTranslation('security');
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const ruleError = (name: N, all: Record<N, string> = values): string | undefined => rules[name]?.(all[name], all);
  const set = (name: N) => (value: string): void => setValues((v) => ({ ...v, [name]: value }));
  /** Marks the form submitted; answers whether every rule passes. */
  const validate = (): boolean => {
    setChecked(true);
    return (Object.keys(values) as N[]).every((name) => ruleError(name) === undefined);
  };
  const errorOf = (name: N, failure: FieldFailure | undefined, wire: string = name): string | undefined => {
    const key = checked ? ruleError(name) : undefined;
    if (key !== undefined) return t(key);
    return failure?.field === wire ? failure.message : undefined;
  };
  return { values, set, validate, errorOf };
}
