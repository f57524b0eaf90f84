/**
 * /m/fbGame (SPEC 2.14 FBGame; SPEC 7 Facebook game launch): the sportsbook of a SPORTS vendor, chosen by
 * ?vassalage= (default the category's first), with the vendor's match list. The sportsbook and each match open
 * through the launch flow (SPEC 4, R4-53, R4-58): a guest signs in first, a match by vendor, room id and node id.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { loadVendorSetup, useGamesState } from '../../state/games-store.ts';
import { ScreenState } from '../../ui/screen-state.tsx';
import { Sportsbook } from './sportsbook.tsx';
import styles from './sportsbook.module.css';

export function FbGameScreen() {
  const { t } = useTranslation('lobby');
  const { categories, setup } = useGamesState();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    void loadVendorSetup();
  }, []);
  if (setup !== 'ready') {
    const texts = { loading: t('sportsbook.loading'), failed: t('sportsbook.failed'), retry: t('retry') };
    return <div className={styles.page}><ScreenState failed={setup === 'failed'} retry={() => void loadVendorSetup()} texts={texts} /></div>;
  }
  const vendors = categories.find((c) => c.code === 'SPORTS')?.vendors ?? [];
  const vendor = vendors.find((v) => v.vassalage === params.get('vassalage')) ?? vendors[0];
  if (vendor === undefined) return <div className={styles.page}><p className={styles.empty}>{t('sportsbook.no_vendor')}</p></div>;
  return (
    <div className={styles.page}>
      {vendors.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={t('sportsbook.vendors')}>
          {vendors.map((v) => (
            <button
              key={v.vassalage} type="button" role="tab" id={`sports-tab-${v.vassalage}`} aria-controls="sports-panel" aria-selected={v.vassalage === vendor.vassalage}
              className={styles.tab} onClick={() => setParams({ vassalage: v.vassalage }, { replace: true })}
            >
              {v.displayName}
            </button>
          ))}
        </div>
      )}
      <section id="sports-panel" role={vendors.length > 1 ? 'tabpanel' : undefined} aria-labelledby={vendors.length > 1 ? `sports-tab-${vendor.vassalage}` : undefined}>
        <Sportsbook key={vendor.vassalage} vendor={vendor} />
      </section>
    </div>
  );
}
