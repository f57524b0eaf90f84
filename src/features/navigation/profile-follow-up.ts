/**
 * R4-64: the iOS configuration profile downloads while Safari stays on the page, and iOS installs it in
 * Settings. When the player comes back (the window's next focus), a 4 s info message says what to do, then
 * the browser goes to the provisioning profile location, which iOS hands to Settings. Without such a
 * location the message alone shows.
 */
import i18next from 'i18next';
import { getMerchant } from '../../config/merchant.ts';
import { showToast } from '../../state/toast-store.ts';

let armed: (() => void) | undefined;

/** How the browser goes to the provisioning profile: a full page load (replaced in tests, where jsdom cannot navigate). */
export const profileNavigation = { go: (url: string): void => window.location.assign(url) };

/** Arms the follow-up once per download; a second tap before the focus replaces the first. */
export function followProfileDownload(provisionUrl: string | undefined): void {
  if (armed !== undefined) window.removeEventListener('focus', armed);
  const onFocus = (): void => {
    armed = undefined;
    const ms = getMerchant().constants.timings.iosProfileToastMs;
    showToast(i18next.t('download.profile_install'), 'info', ms);
    if (provisionUrl !== undefined) setTimeout(() => profileNavigation.go(provisionUrl), ms);
  };
  armed = onFocus;
  window.addEventListener('focus', onFocus, { once: true });
}
