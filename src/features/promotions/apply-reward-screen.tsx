import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../state/session-store.ts';
import { ApplyRewardForm } from './apply-reward-form.tsx';
import { ScreenState } from '../../ui/screen-state.tsx';
import { queryId } from './promotion-facts.ts';
import { usePromotions } from './use-promotions.ts';

/**
 * /m/applyReward?id= (SPEC 2.9): a member applies for the reward of the promotion the query names. A guest,
 * or a query without an id or naming no promotion, goes back to /m/activity (R2.9-8).
 */
export function ApplyRewardScreen() {
  const session = useSession();
  const id = queryId(useSearchParams()[0].get('id'));
  if (session === undefined || id === undefined) return <Navigate to="/m/activity" replace />;
  return <ApplyReward id={id} />;
}

function ApplyReward({ id }: { id: number }) {
  const { t } = useTranslation();
  const { load, retry } = usePromotions();
  if (load.kind !== 'ready') return <ScreenState failed={load.kind === 'failed'} retry={retry} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} />;
  const promotion = load.list.find((p) => p.id === id);
  if (promotion === undefined) return <Navigate to="/m/activity" replace />;
  return <ApplyRewardForm promotion={promotion} />;
}
