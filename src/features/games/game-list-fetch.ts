/**
 * The game list fetch of every game screen (SPEC 8: "please wait" during a game list fetch, R8-18). A list that
 * answers within the progress delay shows nothing; one that takes longer shows the loading toast over the top
 * bar until it answers, fails or is cancelled, at most the quick step's cap.
 */
import { fetchGameList, type GameListParams, type GamePage } from '../../api/games.ts';
import type { CallOptions } from '../../api/client.ts';
import { getMerchant } from '../../config/merchant.ts';
import { i18next } from '../../i18n/i18n.ts';
import { hideToast, showLoadingToast } from '../../state/toast-store.ts';

export function fetchGameListWaiting(params: GameListParams, options?: CallOptions): Promise<GamePage> {
  const { progressDelayMs, quickLoadingToastMs } = getMerchant().constants.timings;
  let toast: number | undefined;
  const timer = setTimeout(() => { toast = showLoadingToast(i18next.t('common:general.please_wait'), quickLoadingToastMs); }, progressDelayMs);
  return fetchGameList(params, options).finally(() => {
    clearTimeout(timer);
    if (toast !== undefined) hideToast(toast);
  });
}
