/**
 * /m/vnLottery (SPEC 2.14 VNListCenter): the Vietnamese lottery's provinces by region (north, central, south),
 * each with its next draw and its latest special prize (SPEC 7: Vietnamese lottery and numero). Playing one goes
 * through the launch flow (SPEC 4, R4-53, R4-54): a guest signs in first, TCG_LOTTO_VN opens with the prize mode.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchVnLottery, type VnRegion } from '../../api/vn-lottery.ts';
import { loadVendorSetup } from '../../state/games-store.ts';
import { ScreenState } from '../../ui/screen-state.tsx';
import { usePlatformLoad } from '../../ui/use-platform-load.ts';
import { useLaunch, useListLanguage } from '../games/index.ts';
import { ProvinceCard } from './province-card.tsx';
import { firstRegion, groupByRegion } from './regions.ts';
import styles from './vn-lottery.module.css';

export function VnListCenterScreen() {
  const { t } = useTranslation('lobby');
  const language = useListLanguage();
  const { load, retry } = usePlatformLoad((signal) => fetchVnLottery(language, { quiet: true, signal }), `vn-lottery|${language}`);
  const [params, setParams] = useSearchParams();
  const launch = useLaunch();
  // what counts as today: the device's day when the screen opened
  const [now] = useState(Date.now);
  // The prize mode comes from the vendor mapping (R4-52), which this screen may be the first to need.
  useEffect(() => {
    void loadVendorSetup();
  }, []);
  if (load.kind !== 'ready') {
    return <div className={styles.page}><ScreenState failed={load.kind === 'failed'} retry={retry} texts={{ loading: t('vn_lottery.loading'), failed: t('vn_lottery.failed'), retry: t('retry') }} /></div>;
  }
  const groups = groupByRegion(load.value);
  const asked = params.get('region')?.toUpperCase();
  const shown = groups.find((g) => g.region === asked) ?? groups.find((g) => g.region === firstRegion(groups));
  if (shown === undefined) return <div className={styles.page}><p className={styles.empty}>{t('vn_lottery.empty')}</p></div>;
  const pick = (region: VnRegion): void => setParams({ region: region.toLowerCase() }, { replace: true });
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label={t('vn_lottery.regions')}>
        {groups.map((g) => (
          <button
            key={g.region} type="button" role="tab" id={`vn-tab-${g.region}`} aria-controls="vn-panel" aria-selected={g.region === shown.region}
            className={styles.tab} onClick={() => pick(g.region)}
          >
            {t(`vn_lottery.region.${g.region}`)}
          </button>
        ))}
      </div>
      <section id="vn-panel" role="tabpanel" aria-labelledby={`vn-tab-${shown.region}`}>
        <ul className={styles.list}>
          {shown.provinces.map((p) => (
            <ProvinceCard key={p.code} province={p} now={now} onPlay={() => void launch({ vassalage: p.vassalage, gameId: p.gameId })} />
          ))}
        </ul>
      </section>
    </div>
  );
}
