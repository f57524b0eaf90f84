// The drawer, referral panel and download popup load on first open, not with the first page;
// their chunks are fetched once the page is ready and idle, so a first tap rarely waits.
import { lazy, Suspense } from 'react';
import { whenPageIdle } from '../../state/page-ready.ts';
import { useUi } from '../../state/ui-store.ts';
import { ModalLoading } from '../../ui/modal-loading.tsx';

/** The navigation feature: the drawer's own items, the referral panel and the download popup. */
const loadNavigation = () => import('../../features/navigation/index.ts');
/** The drawer panel and its items' feature load at once, not one after the other. */
const loadDrawer = () => Promise.all([import('../../render/drawer-panel.tsx'), loadNavigation()]).then(([panel]) => panel);

const LazyDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.DrawerPanel })));
const LazyReferral = lazy(() => loadNavigation().then((m) => ({ default: m.ReferralDialog })));
const LazyDownload = lazy(() => loadNavigation().then((m) => ({ default: m.DownloadPopup })));

/** Warms the panels' chunks once the page is ready and the main thread idle. */
export function prefetchPanels(): () => void {
  return whenPageIdle(() => {
    void loadDrawer().catch(() => undefined);
  });
}

/** The side drawer of SPEC 2.2 while it is open; it shows once its items have loaded too. */
export function DrawerPanel() {
  return useUi().drawerOpen ? <Suspense fallback={<ModalLoading />}><LazyDrawer /></Suspense> : null;
}

/** The referral panel (SPEC 2.2, 2.3) while it is open. */
export function ReferralDialog() {
  return useUi().referralOpen ? <Suspense fallback={<ModalLoading />}><LazyReferral /></Suspense> : null;
}

/** The download popup (SPEC 2.12) while it is open. */
export function DownloadPopup() {
  return useUi().downloadOpen ? <Suspense fallback={<ModalLoading />}><LazyDownload /></Suspense> : null;
}
