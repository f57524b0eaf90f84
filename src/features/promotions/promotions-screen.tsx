import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { queryId } from './promotion-facts.ts';
import { PromotionList } from './promotion-list.tsx';
import { ScreenState } from '../../ui/screen-state.tsx';
import styles from './promotions.module.css';
import { usePromotions } from './use-promotions.ts';

/**
 * /m/activity (SPEC 2.9): the category menu and the accordion of promotions; ?id= opens that one and
 * scrolls to it. /m/activityDetail?id= shows that promotion alone, opened.
 */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useLocation().pathname === '/m/activityDetail';
  const id = queryId(params.get('id'));
  const { load, retry } = usePromotions();
  if (load.kind !== 'ready') return <ScreenState failed={load.kind === 'failed'} retry={retry} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} />;
  const shown = detail ? load.list.filter((p) => p.id === id) : load.list;
  // R2.9-3
  if (shown.length === 0) return <p className={styles.state}>{t('promotions.none')}</p>;
  return <PromotionList key={id ?? ''} categories={detail ? [] : load.categories} promotions={shown} openId={detail ? shown[0]?.id : id} />;
}
