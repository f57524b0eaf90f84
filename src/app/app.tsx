import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Merchant } from '../generated/merchant.ts';
import { useGateStatus, useSystemStatus } from '../state/system-store.ts';
import { Hosts } from './hosts.tsx';
import { NavigatorBridge } from './navigator.tsx';
import { RouteBoundary } from './route-error.tsx';
import { AppRoutes } from './router.tsx';

// The status pages are rare: their code loads only when the platform reports maintenance or a restriction.
const loadSystemPages = () => import('../features/system/index.ts');
const MaintenanceScreen = lazy(() => loadSystemPages().then((m) => ({ default: m.MaintenanceScreen })));
const RestrictedScreen = lazy(() => loadSystemPages().then((m) => ({ default: m.RestrictedScreen })));

interface AppProps {
  merchant: Merchant;
}

/** The system-status gate (SPEC 1, 4) in front of the router: 0 app, 1 maintenance, 2 restricted. */
export function App({ merchant }: AppProps) {
  const gate = useGateStatus();
  const status = useSystemStatus();
  return (
    <>
      {gate !== 0 && (
        <Suspense fallback={null}>
          {gate === 1 ? <MaintenanceScreen /> : <RestrictedScreen ip={status?.location.ip} />}
        </Suspense>
      )}
      {/* Without transitions a new path shows its header and loader at once, as the data router did,
          instead of leaving the old page on screen while the next screen's chunk loads. */}
      {gate === 0 && (
        <BrowserRouter useTransitions={false}>
          <NavigatorBridge />
          <RouteBoundary>
            <AppRoutes merchant={merchant} />
          </RouteBoundary>
        </BrowserRouter>
      )}
      <Hosts />
    </>
  );
}
