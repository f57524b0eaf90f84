/** Carries out the launch flow (SPEC 4): login, category page, or a launch call that opens the game page. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addRecent, launchGame, launchLottery } from '../../api/games.ts';
import { getMerchant } from '../../config/merchant.ts';
import { safeUrl } from '../../config/safe-url.ts';
import { languageState } from '../../i18n/i18n.ts';
import { gamesStore } from '../../state/games-store.ts';
import { queryGameType } from '../../state/vendor-setup.ts';
import { sessionStore } from '../../state/session-store.ts';
import { hideToast, showLoadingToast, showToast } from '../../state/toast-store.ts';
import { type LaunchItem, prizeModeOf, resolveLaunch } from './launch-routing.ts';

const goTo = (url: string): void => window.location.assign(url);

/** `open` takes the browser to the game page; tests pass a spy. */
export function useLaunch(open: (url: string) => void = goTo): (item: LaunchItem) => Promise<void> {
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
    const toast = showLoadingToast(t('launching'), getMerchant().constants.timings.launchLoadingToastMs);
    try {
      const { url } = target.kind === 'lottery' ? await launchLottery(target.request) : await launchGame(target.request);
      if (item.nodeId) {
        const game = { nodeId: item.nodeId, vassalage: item.vassalage, gameType: item.category === undefined ? undefined : queryGameType(item.category) };
        await addRecent(game, { page: 1, pageSize: getMerchant().constants.pageSizes.recent, language: languageState.code }).catch(() => undefined);
      }
      hideToast(toast);
      // The platform's game page: an http(s) address or a path of this site (DESIGN 4).
      const page = safeUrl(url, ['web', 'path']);
      if (page === undefined) showToast(t('common:general.url_empty'), 'error');
      else open(page);
    } catch {
      hideToast(toast); // the client's error path has shown why
    }
  }, [navigate, t, open]);
}
