import { RouterProvider } from 'react-router-dom';
import { MaintenanceScreen, RestrictedScreen } from '../features/system/index.ts';
import { useGateStatus, useSystemStatus } from '../state/system-store.ts';
import { Hosts } from './hosts.tsx';
import type { AppRouter } from './router.tsx';

interface AppProps {
  router: AppRouter;
}

/** The system-status gate (SPEC 1, 4) in front of the router: 0 app, 1 maintenance, 2 restricted. */
export function App({ router }: AppProps) {
  const gate = useGateStatus();
  const status = useSystemStatus();
  return (
    <>
      {gate === 1 && <MaintenanceScreen />}
      {gate === 2 && <RestrictedScreen ip={status?.location.ip} />}
      {gate === 0 && <RouterProvider router={router} />}
      <Hosts />
    </>
  );
}
