/** /m/sponsor (SPEC 2.14 Sponsor): the operator's sponsorship page and the sponsors among its partners, by name and logo. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPartners, type Partner } from '../../api/home-sections.ts';
import { shownPicture } from '../../state/system-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import { ScreenState } from '../../ui/screen-state.tsx';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import { DocumentView } from './document-view.tsx';
import styles from './document.module.css';

export function SponsorScreen() {
  const { t } = useTranslation();
  const { load, retry } = usePlatformLoad((signal) => fetchPartners({ quiet: true, signal }), 'partners');
  const listId = useId();
  return (
    <div className={styles.page}>
      <DocumentView kind="sponsor" />
      <section className={styles.document} aria-labelledby={listId}>
        <h2 id={listId} className={styles.title}>{t('document.sponsors')}</h2>
        {load.kind === 'ready'
          ? <SponsorList sponsors={load.value.filter((partner) => partner.kind === 'sponsor')} empty={t('document.no_sponsors')} />
          : <ScreenState failed={load.kind === 'failed'} retry={retry} texts={{ loading: t('loading'), failed: t('load_failed'), retry: t('retry') }} />}
      </section>
    </div>
  );
}

function SponsorList({ sponsors, empty }: { sponsors: readonly Partner[]; empty: string }) {
  if (sponsors.length === 0) return <p className={styles.updated}>{empty}</p>;
  return (
    <ul className={styles.sponsors}>
      {sponsors.map((sponsor) => (
        <li key={sponsor.id} className={styles.sponsor}>
          <img className={styles.logo} src={shownPicture(sponsor.logoUrl)} alt="" width={48} height={48} loading="lazy" />
          <PlatformText text={sponsor.name} />
        </li>
      ))}
    </ul>
  );
}
