import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { API_ERROR } from '../../api/endpoints.ts';
import type { ApiError } from '../../api/errors.ts';
import { joinPromotion, type Promotion } from '../../api/promotion.ts';
import { useSession } from '../../state/session-store.ts';
import { showToast } from '../../state/toast-store.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './promotions.module.css';

/**
 * A promotion the member signs up for first (joinRequired; SPEC 7 Promotion: sign-up promotion join, R7-32): Join
 * posts the join and then shows the joined state; a refusal shows the platform's message (a second join, from
 * another page or device, also says joined). A guest goes to /m/login.
 */
export function PromotionJoin({ promotion }: { promotion: Pick<Promotion, 'id' | 'title' | 'joinRequired' | 'joined'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [joined, setJoined] = useState(promotion.joined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!promotion.joinRequired) return null;
  if (joined && session !== undefined) {
    return (
      <>
        {error !== '' && <p className={styles.refusal} role="alert">{error}</p>}
        <p className={styles.joined} role="status"><Icon name="check" size={18} />{t('promotions.joined')}</p>
      </>
    );
  }
  const join = async (): Promise<void> => {
    if (session === undefined) {
      navigate('/m/login');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await joinPromotion(promotion.id, { quiet: true });
      showToast(t('promotions.join_done', { title: promotion.title }), 'success');
      setJoined(true);
    } catch (e) {
      const refusal = e as ApiError;
      setError(refusal.message);
      if (refusal.code === API_ERROR.promotionJoined) setJoined(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {error !== '' && <p className={styles.refusal} role="alert">{error}</p>}
      <button type="button" className={styles.join} disabled={busy} onClick={() => void join()}>{t('promotions.join')}</button>
    </>
  );
}
