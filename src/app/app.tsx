import { BrowserRouter } from 'react-router-dom';
import type { Merchant } from '../generated/merchant.ts';
import { MaintenanceScreen, RestrictedScreen } from '../features/system/index.ts';
import { useGateStatus, useSystemStatus } from '../state/system-store.ts';
import { Hosts } from './hosts.tsx';
import { NavigatorBridge } from './navigator.tsx';
import { RouteBoundary } from './route-error.tsx';
import { AppRoutes } from './router.tsx';

interface AppProps {
  merchant: Merchant;
}

/** The system-status gate (SPEC 1, 4) in front of the router: 0 app, 1 maintenance, 2 restricted. */
export function App({ merchant }: AppProps) {
  const gate = useGateStatus();
  const status = useSystemStatus();
  return (
    <>
      {gate === 1 && <MaintenanceScreen />}
      {gate === 2 && <RestrictedScreen ip={status?.location.ip} />}
      {gate === 0 && (
        <BrowserRouter>
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
