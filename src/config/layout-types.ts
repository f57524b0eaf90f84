/**
 * The renderer types each layout slot knows (DESIGN 3). The render registries are typed by these
 * lists, and `npm run validate` rejects a merchant naming a type that is not here.
 */
export const LAYOUT_TYPES = {
  home: [
    'banner', 'noticeTicker', 'popup', 'categoryMenu', 'hotMatches', 'favourites', 'midNav',
    'customerServiceButton', 'downloadPopup', 'messagingButton', 'goTop',
  ],
  drawer: [
    'slotSearch', 'link', 'referral', 'gameCenter', 'signIn', 'download', 'customerService',
    'telegram', 'language', 'theme', 'signOut',
  ],
  footer: ['link', 'referral', 'memberCenter', 'customerService'],
  midNav: ['link', 'referral', 'memberCenter', 'customerService'],
  agentGrid: ['agentLink', 'chat'],
  agentFooter: ['link', 'customerService'],
} as const;

export type LayoutSlot = keyof typeof LAYOUT_TYPES;
export type LayoutType<S extends LayoutSlot> = (typeof LAYOUT_TYPES)[S][number];

export const LAYOUT_SLOTS = Object.keys(LAYOUT_TYPES) as LayoutSlot[];
