/** Promo list (SPEC 2.14, 2.9): a strip of promotions, each opening /m/activity?id=<id>. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { fetchPromotions, type Promotion } from '../../../api/promotion.ts';
import { languageState } from '../../../i18n/i18n.ts';
import { shownPicture } from '../../../state/system-store.ts';
import { CardRow, CardRowItem } from '../../../ui/card-row.tsx';
import { HomeSection } from '../../../ui/home-section.tsx';
import { PlatformText } from '../../../ui/platform-text.tsx';
import type { SectionProps } from '../../home/index.ts';
import { countOption } from '../options.ts';
import { SectionBody } from '../section-body.tsx';
import section from '../section.module.css';
import { useSectionLoad } from '../use-section-load.ts';
import styles from './promo-list.module.css';

/** Options: { size?: promotions shown, 1-20, default 6 }. */
export function PromoList({ item }: SectionProps) {
  const { t } = useTranslation('lobby');
  const language = useSnapshot(languageState).code;
  const size = countOption(item.options, 'size', 6, 20);
  const { state, retry } = useSectionLoad(`promos|${language}`, async () => (await fetchPromotions(language, { quiet: true })).list);
  const all = <Link to="/m/activity" className={section.all}>{t('sections.see_all')}</Link>;
  return (
    <HomeSection title={t('sections.promos')} action={all}>
      <SectionBody state={state} retry={retry} blockSize={132} empty={t('sections.promos_none')}>
        {(promotions) => <CardRow>{promotions.slice(0, size).map((p) => <PromoCard key={p.id} promotion={p} />)}</CardRow>}
      </SectionBody>
    </HomeSection>
  );
}

function PromoCard({ promotion: p }: { promotion: Promotion }) {
  const picture = shownPicture(p.announcementImages.find((i) => i.sequence === 1)?.url);
  return (
    <CardRowItem>
      <Link to={`/m/activity?id=${p.id}`} className={`${section.surface} ${styles.link}`}>
        {/* The picture is the promotion's artwork; its text alternative is the title, which the caption repeats for sight only. */}
        {picture === '' ? <span className={styles.noPicture} /> : <img className={styles.picture} src={picture} alt={p.title} width={200} height={75} loading="lazy" />}
        <span className={styles.caption} aria-hidden={picture === '' ? undefined : 'true'}><PlatformText text={p.title} className={`${styles.title} ${section.oneLine}`} /></span>
      </Link>
    </CardRowItem>
  );
}
