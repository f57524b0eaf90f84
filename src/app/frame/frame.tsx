import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { getMerchant } from '../../config/merchant.ts';
import { frameAt, isHomePath } from '../../config/routes.ts';
import { FooterBar } from '../../render/footer-bar.tsx';
import { recordNavigation } from '../../state/ui-store.ts';
import styles from './frame.module.css';
import { HomeHeader } from './home-header.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoader } from './page-loader.tsx';
import { PageTransition } from './page-transition.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { DrawerPanel, prefetchPanels, ReferralDialog } from './panels.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';
import { useScreenTitle } from './screen-title.ts';

/**
 * The common page frame every route renders in (SPEC 2.1): bars by the frame rules, drawer, referral dialog.
 * Where the top bar is hidden a bare page header still gives the title and a way back (D10).
 */
export function Frame() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordNavigation(pathname + search);
  }, [pathname, search]);
  // Braces matter: Chromium's scrollTo now returns a promise, which an effect must not return.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(prefetchPanels, []);
  const frame = frameAt(pathname, getMerchant().routes);
  const { topBar: top, bottomBar: bottom, header } = frame;
  const title = useScreenTitle(pathname, frame.title);
  return (
    <div className={styles.frame} data-top-bar={top} data-bottom-bar={bottom}>
      <ProgressBar />
      {(top && header === 'home') ? <HomeHeader pathname={pathname} title={title} /> : <PageHeader frame={frame} title={title} bare={!top} />}
      <main className={styles.main} id="main">
        <ScreenBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <PageTransition screenKey={isHomePath(pathname) ? 'home' : pathname}>
              <Outlet />
            </PageTransition>
          </Suspense>
        </ScreenBoundary>
      </main>
      {bottom && <FooterBar />}
      <DrawerPanel />
      <ReferralDialog />
    </div>
  );
}
