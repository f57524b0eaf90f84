import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchPromotions, type Promotion, type PromotionCategory } from '../../api/promotion.ts';
import { languageState } from '../../i18n/i18n.ts';

export type PromotionsLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; categories: PromotionCategory[]; list: Promotion[] };

/** The promotions and their categories in the current language (SPEC 2.9), and a retry after a failure. */
export function usePromotions(): { load: PromotionsLoad; retry: () => void } {
  const language = useSnapshot(languageState).code;
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: a new language or a retry shows loading until its own answer.
  const request = `${language}|${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: PromotionsLoad } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchPromotions(language, { quiet: true })
      .then((value) => live && setAnswer({ request, load: { kind: 'ready', ...value } }))
      .catch(() => live && setAnswer({ request, load: { kind: 'failed' } }));
    return () => {
      live = false;
    };
  }, [language, request]);
  return { load: answer?.request === request ? answer.load : { kind: 'loading' }, retry: () => setAttempt((n) => n + 1) };
}
