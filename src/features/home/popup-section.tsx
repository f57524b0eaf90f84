import { lazy, Suspense } from 'react';
import { useLoadedHomeAnnouncements } from './loaded-announcements.ts';
import { usePageIdle } from '../../state/page-ready.ts';

const LazyPopup = lazy(() => import('./home-popup.tsx').then((m) => ({ default: m.HomePopup })));

/**
 * The home popup section: its code (and its sanitiser) loads only when there is a popup to show, once
 * the games are on screen: it is not what the player came for (speed).
 */
export function HomePopup() {
  const { popup, popupDismissed } = useLoadedHomeAnnouncements();
  const idle = usePageIdle();
  if (!idle || popup === undefined || popupDismissed) return null;
  return (
    <Suspense fallback={null}>
      <LazyPopup />
    </Suspense>
  );
}
