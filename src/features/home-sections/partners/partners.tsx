/** Partners (SPEC 2.14 Sponsor): the brand's sponsors and providers by their logos, each named by its text alternative; the title row leads to /m/sponsor. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchPartners } from '../../../api/home-sections.ts';
import { shownPicture } from '../../../state/system-store.ts';
import { HomeSection } from '../../../ui/home-section.tsx';
import { SectionBody } from '../section-body.tsx';
import section from '../section.module.css';
import { useSectionLoad } from '../use-section-load.ts';
import styles from './partners.module.css';

export function Partners() {
  const { t } = useTranslation('lobby');
  const { state, retry } = useSectionLoad('partners', () => fetchPartners({ quiet: true }));
  const sponsors = <Link to="/m/sponsor" className={section.all}>{t('sections.partners_all')}</Link>;
  return (
    <HomeSection title={t('sections.partners')} action={sponsors}>
      <SectionBody state={state} retry={retry} blockSize={72} empty={t('sections.partners_none')}>
        {(partners) => (
          <ul className={styles.grid}>
            {partners.map((p) => (
              <li key={p.id} className={styles.item}>
                <img className={styles.logo} src={shownPicture(p.logoUrl)} alt={p.name} width={56} height={56} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
    </HomeSection>
  );
}
