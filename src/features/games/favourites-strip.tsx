/** The favourites strip (R2.3-26, R2.3-27): horizontal, only when non-empty, reloaded on language change. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { favouritesStore, loadFavouriteIds, loadFavouriteStrip, useFavouriteStrip } from '../../state/favourites-store.ts';
import { useSession } from '../../state/session-store.ts';
import { GameCard, useTileActions } from './game-card.tsx';
import styles from './games.module.css';
import { useListLanguage } from './hooks.ts';

export function FavouritesStrip() {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const language = useListLanguage();
  const strip = useFavouriteStrip();
  const actions = useTileActions();
  const ids = useSnapshot(favouritesStore).ids;
  const token = session?.token;
  useEffect(() => {
    if (token === undefined) return;
    void loadFavouriteIds(token);
    void loadFavouriteStrip(language);
  }, [token, language]);
  if (session === undefined || strip.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={t('favourites_title')}>
      <h2 className={styles.stripTitle}>{t('favourites_title')}</h2>
      <ul className={styles.stripRow}>
        {strip.map((game) => (
          <li key={String(game.nodeId)} className={styles.stripTile}>
            <GameCard actions={actions} game={game} favourite={ids.includes(String(game.nodeId))} showVendor={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
