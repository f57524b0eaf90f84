import { memo, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { FALLBACK_PATH, type Route, ROUTES } from '../config/routes.ts';
import type { Merchant } from '../generated/merchant.ts';
import { useEffectiveConfig } from '../state/effective-config.ts';
import { Frame } from './frame/frame.tsx';
import { NotAvailableScreen } from './not-available-screen.tsx';
import { screenOf } from './screens.tsx';

function elementFor(route: Route) {
  const Screen = screenOf(route);
  if (Screen === undefined) return <NotAvailableScreen />;
  return route.category === undefined ? <Screen /> : <Screen category={route.category} />;
}

/** The route objects of SPEC 2.1 plus the routes of the modules that are on; unknown paths go home (R2.1-21). */
export function routeObjects(merchant: Merchant, modules: Readonly<Merchant['modules']> = merchant.modules): RouteObject[] {
  const moduleRoutes = (merchant.routes ?? [])
    .filter((route) => modules[route.module])
    .map((route): RouteObject => ({ path: route.path, element: <NotAvailableScreen /> }));
  return [
    {
      element: <Frame />,
      children: [
        ...ROUTES.map((route): RouteObject => ({ path: route.path, element: elementFor(route) })),
        ...moduleRoutes,
        { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
      ],
    },
  ];
}

/**
 * The routes matched declaratively inside <BrowserRouter>: the app uses no loaders or actions, and the
 * data router's code would be about 19 KB gzip more before the first game tile.
 */
export const AppRoutes = memo(function AppRoutes({ merchant }: { merchant: Merchant }) {
  const { modules } = useEffectiveConfig();
  const routes = useMemo(() => routeObjects(merchant, modules), [merchant, modules]);
  return useRoutes(routes);
});
