/**
 * The home sections of SPEC 2.14 (R2.14-3): each feature is a chunk of its own, fetched only when the
 * brand's layout.home lists it, so it adds nothing to home's first view (scripts/lib/route-chunks.ts does
 * not fold this file's imports into the lobby chunk). They sit under the games, so they come once the first
 * games are on screen (as the compliance footer does): sooner, their chunks competed with the first tile and
 * the empty grid let them stand in view until the games pushed them down (layout shift). Each waits in a
 * Suspense of its own, so home's other sections never wait for it.
 */
import { type ComponentType, Suspense } from 'react';
import type { SectionProps } from '../features/home/index.ts';
import { usePageIdle } from '../state/page-ready.ts';
import { fromModule, type Lazy } from './from-module.ts';
import styles from './home-screen.module.css';

function ownSuspense(Section: Lazy<SectionProps>): ComponentType<SectionProps> {
  return function LazySection(props: SectionProps) {
    const gamesShown = usePageIdle();
    if (!gamesShown) return null;
    return (
      <Suspense fallback={<div className={styles.sectionPending} />}>
        <Section {...props} />
      </Suspense>
    );
  };
}

export const LAZY_HOME_SECTIONS = {
  winnerBoard: ownSuspense(fromModule(() => import('../features/home-sections/winner-board/index.ts'), (m) => m.WinnerBoard)),
  lottery: ownSuspense(fromModule(() => import('../features/home-sections/lottery/index.ts'), (m) => m.LotteryResults)),
  promoList: ownSuspense(fromModule(() => import('../features/home-sections/promo-list/index.ts'), (m) => m.PromoList)),
  hotNews: ownSuspense(fromModule(() => import('../features/home-sections/hot-news/index.ts'), (m) => m.HotNews)),
  partners: ownSuspense(fromModule(() => import('../features/home-sections/partners/index.ts'), (m) => m.Partners)),
  memberNav: ownSuspense(fromModule(() => import('../features/home-sections/member-nav/index.ts'), (m) => m.MemberNav)),
};
