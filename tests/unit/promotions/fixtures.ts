/** Promotions as the platform answers them (SPEC 3): the header picture listed after another, one VIP rank promotion, one hostile. */
import type { Promotion, PromotionCategory } from '../../../src/api/promotion.ts';

export const CATEGORIES: PromotionCategory[] = [
  { id: 1, code: 'welcome', name: 'Welcome' },
  { id: 3, code: 'slots', name: 'Slots' },
  { id: 5, code: 'player_rank_rules', name: 'VIP Rank' },
];

const base = {
  linkedPromotionId: null, groupName: 'm_activity', joinRequired: false, joined: false, imageRequired: 'N', remarkRequired: 'N', action: { type: 'none', target: '' },
} as const;

export const PROMOTIONS: Promotion[] = [
  {
    ...base, id: 1, title: 'Welcome Bonus', category: 'welcome', promoAnnouncementCategoryIds: [1], startDate: '2025-01-01', endDate: '2026-12-02', noExpiry: 0,
    announcementImages: [{ url: '/cdn/promo/1-2.png', sequence: 2 }, { url: '/cdn/promo/1.png', sequence: 1 }], imageRequired: 'Y',
    content: '<p>Double your <b>first deposit</b>.</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script><p onclick="window.hacked = 3">Terms apply.</p>',
  },
  {
    ...base, id: 2, title: 'VIP Rank Rules', category: 'player_rank_rules', promoAnnouncementCategoryIds: [5], startDate: '2025-01-02', endDate: '2099-12-31', noExpiry: 1,
    announcementImages: [{ url: '/cdn/promo/2.png', sequence: 1 }], content: '<p>Rise through the levels.</p>', action: { type: 'route', target: '/m/member/benefits' },
  },
  {
    ...base, id: 3, title: 'Free Spins Friday', category: 'slots', promoAnnouncementCategoryIds: [3], startDate: '2025-01-03', endDate: '2025-12-04', noExpiry: 0,
    announcementImages: [{ url: '/cdn/promo/3.png', sequence: 1 }], content: '<p>Twenty free spins.</p>', action: { type: 'route', target: '/m/slot-games' },
  },
];
