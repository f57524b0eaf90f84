import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadVendorSetup, selectHomeCategory, useGamesState } from '../../state/games-store.ts';
import { useSession } from '../../state/session-store.ts';
import { FAV } from '../../state/vendor-setup.ts';
import { NavDisclosure } from '../../ui/nav-disclosure.tsx';
import type { NavItemProps } from '../nav-items/index.ts';
import styles from '../../ui/drawer-group.module.css';

/**
 * The drawer's collapsible game center (SPEC 2.2): Favourites first, then the categories in the
 * server's order. A guest choosing Favourites goes to /m/login; a category opens home with it selected.
 */
export function GameCenterItem({ item, variant, onDone }: NavItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const games = useGamesState();
  const choose = (code: string): void => {
    onDone?.();
    if (code === FAV && session === undefined) {
      navigate('/m/login');
      return;
    }
    selectHomeCategory(code);
    navigate('/m/home');
  };
  const codes = [FAV, ...games.categories.map((c) => c.code)];
  return (
    <NavDisclosure variant={variant} icon={item.icon ?? 'games'} label={t(`nav.${item.label ?? 'game_center'}`)} onToggle={(open) => open && void loadVendorSetup()}>
      <ul className={styles.list} aria-label={t('nav.game_center')}>
        {codes.map((code) => (
          <li key={code}>
            <button type="button" className={styles.option} onClick={() => choose(code)}>
              <span className={styles.name}>{t(`category.${code}`, { defaultValue: code })}</span>
            </button>
          </li>
        ))}
        {games.setup === 'failed' && <li className={styles.option}>{t('load_failed')}</li>}
      </ul>
    </NavDisclosure>
  );
}
