/** Every valtio store of src/state back to its initial state: the unit setup runs it after each test. */
import { resetActivityStore } from '../../src/state/activity-store.ts';
import { resetBadgesStore } from '../../src/state/badges-store.ts';
import { resetDialogStore } from '../../src/state/dialog-store.ts';
import { resetFavouritesStore } from '../../src/state/favourites-store.ts';
import { resetGamesStore } from '../../src/state/games-store.ts';
import { resetHeadIconStore } from '../../src/state/head-icon-store.ts';
import { resetHomeAnnouncementsStore } from '../../src/state/home-announcements-store.ts';
import { resetMemberStore } from '../../src/state/member-store.ts';
import { resetSessionStore } from '../../src/state/session-store.ts';
import { resetSystemStore } from '../../src/state/system-store.ts';
import { resetToastStore } from '../../src/state/toast-store.ts';
import { resetUiStore } from '../../src/state/ui-store.ts';
import { resetWalletStore } from '../../src/state/wallet-store.ts';
import { resetAgentStore } from '../../src/state/agent-store.ts';

export function resetStores(): void {
  resetActivityStore();
  resetAgentStore();
  resetBadgesStore();
  resetDialogStore();
  resetFavouritesStore();
  resetGamesStore();
  resetHeadIconStore();
  resetHomeAnnouncementsStore();
  resetMemberStore();
  resetSessionStore();
  resetSystemStore();
  resetToastStore();
  resetUiStore();
  resetWalletStore();
}
