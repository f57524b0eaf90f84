/** Small hooks shared by the lobby screens. */
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getMerchant } from '../../config/merchant.ts';
import { languageState } from '../../i18n/i18n.ts';
import { debounce } from './timing.ts';

/** The value once it has stayed unchanged for `ms` (R4-33 filters 250 ms, R4-34 search 500 ms). */
export function useDebouncedValue<T extends string | number | undefined>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const run = useMemo(() => debounce((next: T) => setSettled(next), ms), [ms]);
  useEffect(() => {
    run(value);
  }, [value, run]);
  useEffect(() => () => run.cancel(), [run]);
  return settled;
}

/** The platform language code, settled for the language debounce (R4-11: lists reload 250 ms after a change). */
export function useListLanguage(): string {
  const code = useSnapshot(languageState).code;
  return useDebouncedValue(code, getMerchant().constants.timings.languageDebounceMs);
}
