/** Carries out the launch flow (SPEC 4): login, category page, or a launch call that opens the game page. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addRecent, launchGame, launchLottery } from '../../api/games.ts';
import { getMerchant } from '../../config/merchant.ts';
import { languageState } from '../../i18n/i18n.ts';
import { gamesStore } from '../../state/games-store.ts';
import { sessionStore } from '../../state/session-store.ts';
import { hideToast, showToast } from '../../state/toast-store.ts';
import { type LaunchItem, prizeModeOf, resolveLaunch } from './launch-routing.ts';

/** Where the browser goes with a launch URL; tests replace it. */
export const browser = { open: (url: string): void => window.location.assign(url) };

export function useLaunch(): (item: LaunchItem) => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation('lobby');
  return useCallback(async (item: LaunchItem) => {
    const fallback = getMerchant().platform.defaultPrizeMode === 'Lott' ? 'Lott' : 'Elott';
    const target = resolveLaunch(item, {
      loggedIn: sessionStore.session !== undefined,
      prizeMode: prizeModeOf(gamesStore.mapping, fallback),
      language: languageState.code,
    });
    if (target.kind === 'login') {
      navigate('/m/login');
      return;
    }
    if (target.kind === 'route') {
      navigate(target.path);
      return;
    }
    const toast = showToast(t('launching'), 'loading');
    try {
      const { url } = target.kind === 'lottery' ? await launchLottery(target.request) : await launchGame(target.request);
      if (item.nodeId) await addRecent(item.nodeId, item.vassalage).catch(() => undefined);
      hideToast(toast);
      browser.open(url);
    } catch {
      hideToast(toast); // the client's error path has shown why
    }
  }, [navigate, t]);
}
