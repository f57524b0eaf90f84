/** What the promotions screen shows of a promotion (SPEC 2.9, 3): its header picture, its period and where its go button leads. */
import type { Promotion } from '../../api/promotion.ts';
import { FULL_LOAD_PATHS } from '../../config/routes.ts';
import { safeUrl } from '../../config/safe-url.ts';

/** The promotion a query id names, if it is a whole number. */
export function queryId(raw: string | null): number | undefined {
  return raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
}

/** The category whose picture opens the VIP page (D14). */
export const VIP_CATEGORY = 'player_rank_rules';

/** R2.9-2: the header is the announcementImages entry with sequence 1, wherever it is in the list. */
export function headerImage(promotion: Pick<Promotion, 'announcementImages'>): string | undefined {
  return promotion.announcementImages.find((image) => image.sequence === 1)?.url;
}

/** YYYY-MM-DD from the platform as YYYY/MM/DD (R2.9-6). */
const slashed = (day: string): string => day.replaceAll('-', '/');

/** R2.9-6, R2.9-7: "start - end", or "start - long term" (the text `longTerm`) when noExpiry is 1. */
export function promotionPeriod(promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>, longTerm: string): string {
  const end = promotion.noExpiry === 1 || promotion.endDate === null ? longTerm : slashed(promotion.endDate);
  return `${slashed(promotion.startDate)} - ${end}`;
}

export type GoTarget =
  | { kind: 'apply'; path: string }
  | { kind: 'route'; path: string; fullLoad: boolean }
  | { kind: 'url'; url: string };

/**
 * Where the go button leads: a promotion that asks for pictures or remarks is applied
 * for on /m/applyReward?id= (SPEC 2.9); any other follows its target when the URL check lets it through.
 * Without either there is no go button.
 */
export function goTarget(promotion: Pick<Promotion, 'id' | 'imageRequired' | 'remarkRequired' | 'action'>): GoTarget | undefined {
  if (promotion.imageRequired === 'Y' || promotion.remarkRequired === 'Y') return { kind: 'apply', path: `/m/applyReward?id=${promotion.id}` };
  const { type, target } = promotion.action;
  if (type === 'route') {
    const path = safeUrl(target, ['path']);
    return path === undefined ? undefined : { kind: 'route', path, fullLoad: FULL_LOAD_PATHS.includes(path.split(/[?#]/)[0] ?? '') };
  }
  if (type === 'url') {
    const url = safeUrl(target);
    return url === undefined ? undefined : { kind: 'url', url };
  }
  return undefined;
}
