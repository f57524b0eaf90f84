/** Hot news (SPEC 2.14): the latest player notices, each opening the notice page at its index (SPEC 2.1: /m/notice, index in the query). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { fetchNotices } from '../../../api/announcements.ts';
import { languageState } from '../../../i18n/i18n.ts';
import { HomeSection } from '../../../ui/home-section.tsx';
import { PlatformText } from '../../../ui/platform-text.tsx';
import type { SectionProps } from '../../home/index.ts';
import { countOption } from '../options.ts';
import { SectionBody } from '../section-body.tsx';
import section from '../section.module.css';
import { useSectionLoad } from '../use-section-load.ts';
import styles from './hot-news.module.css';

/** Options: { size?: notices shown, 1-10, default 4 }. The index is the notice's place in the notice page's list (newest first). */
export function HotNews({ item }: SectionProps) {
  const { t } = useTranslation('lobby');
  const language = useSnapshot(languageState).code;
  const size = countOption(item.options, 'size', 4, 10);
  const { state, retry } = useSectionLoad(`news|${language}`, async () => (await fetchNotices('PL', language, { quiet: true })).list);
  const all = <Link to="/m/notice" className={section.all}>{t('sections.see_all')}</Link>;
  return (
    <HomeSection title={t('sections.news')} action={all}>
      <SectionBody state={state} retry={retry} blockSize={size * 44} empty={t('sections.news_none')}>
        {(notices) => (
          <ul className={`${section.surface} ${styles.list}`}>
            {notices.slice(0, size).map((n, index) => (
              <li key={n.id}>
                <Link to={`/m/notice?index=${index}`} className={styles.link}>
                  <PlatformText text={n.title} className={`${styles.title} ${section.oneLine}`} />
                  <time className={`${styles.date} ${section.note} ${section.figures}`} dateTime={n.startDate}>{n.startDate}</time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
    </HomeSection>
  );
}
