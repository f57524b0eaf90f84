import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../state/session-store.ts';
import { ApplyRewardForm } from './apply-reward-form.tsx';
import styles from './apply-reward.module.css';
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
  if (load.kind === 'loading') return <p className={styles.state} role="status">{t('loading')}</p>;
  if (load.kind === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{t('load_failed')}</p>
        <button type="button" className={styles.retry} onClick={retry}>{t('retry')}</button>
      </div>
    );
  }
  const promotion = load.list.find((p) => p.id === id);
  if (promotion === undefined) return <Navigate to="/m/activity" replace />;
  return <ApplyRewardForm promotion={promotion} />;
}
