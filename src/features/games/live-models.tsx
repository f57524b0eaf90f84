/**
 * The live-casino dealers (SPEC 7 Chat: the live model list, R7-23) on the LIVE game center and category page
 * (SPEC 2.3, 2.10): each dealer's picture, name, table and vendor, and whether she streams now; a tap launches her
 * table through the launch flow (SPEC 4: a guest goes to /m/login).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLiveModels, type LiveModel } from '../../api/chat.ts';
import { shownPicture } from '../../state/system-store.ts';
import { PlatformText } from '../../ui/platform-text.tsx';
import games from './games.module.css';
import styles from './live-models.module.css';
import { useLaunch } from './launch.ts';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; list: LiveModel[] };

export function LiveModels() {
  const { t } = useTranslation('lobby');
  const launch = useLaunch();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchLiveModels({ quiet: true }).then((list) => live && setLoad({ kind: 'ready', list }), () => live && setLoad({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [attempt]);
  if (load.kind === 'ready' && load.list.length === 0) return null;
  const open = (m: LiveModel): void => void launch({ vassalage: m.vassalage, category: 'LIVE', gameId: m.gameId, nodeId: m.nodeId, ...(m.roomId === '' ? {} : { roomId: m.roomId }) });
  return (
    <section className={games.strip} aria-labelledby="live-models-title" aria-busy={load.kind === 'loading'}>
      <h2 id="live-models-title" className={games.stripTitle}>{t('live_models.title')}</h2>
      {load.kind === 'loading' && <p className={styles.state} role="status">{t('loading')}</p>}
      {load.kind === 'failed' && (
        <p className={styles.state} role="alert">
          {t('load_failed')} <button type="button" className={games.linkButton} onClick={() => { setLoad({ kind: 'loading' }); setAttempt((n) => n + 1); }}>{t('retry')}</button>
        </p>
      )}
      {load.kind === 'ready' && (
        <ul className={games.stripRow}>
          {load.list.map((m) => (
            <li key={m.id} className={styles.item}>
              {/* Named by what it shows, in the order it shows it (axe label-content-name-mismatch): state, name, table, vendor. */}
              <button type="button" className={styles.model} onClick={() => open(m)}>
                <span className={styles.picture}>
                  {shownPicture(m.pictureUrl) !== '' && <img src={shownPicture(m.pictureUrl)} alt="" width={72} height={72} loading="lazy" />}
                  <span className={m.streaming ? styles.live : styles.offline}>{t(m.streaming ? 'live_models.live' : 'live_models.offline')}</span>
                </span>
                <PlatformText text={m.name} className={styles.name} />
                <PlatformText text={m.tableName} className={styles.table} />
                <PlatformText text={m.vendorName} className={styles.vendor} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
