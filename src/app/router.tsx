import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { Merchant } from '../generated/merchant.ts';
import { Frame } from './frame/frame.tsx';
import { NotAvailableScreen } from './not-available-screen.tsx';
import { RouteError } from './route-error.tsx';
import { FALLBACK_PATH, NOT_AVAILABLE_SCREENS, ROUTES } from './route-table.ts';
import { SCREENS } from './screens.tsx';

function elementFor(screen: (typeof ROUTES)[number]['screen']) {
  const Screen = SCREENS[screen];
  if (Screen === undefined || NOT_AVAILABLE_SCREENS.includes(screen)) return <NotAvailableScreen />;
  return <Screen />;
}

/** The route objects of SPEC 2.1 plus the modules' routes from config; unknown paths go home (R2.1-21). */
export function routeObjects(merchant: Merchant): RouteObject[] {
  const moduleRoutes = (merchant.routes ?? [])
    .filter((route) => merchant.modules[route.module])
    .map((route): RouteObject => ({ path: route.path, element: <NotAvailableScreen /> }));
  return [
    {
      element: <Frame />,
      errorElement: <RouteError />,
      children: [
        ...ROUTES.map((route): RouteObject => ({ path: route.path, element: elementFor(route.screen) })),
        ...moduleRoutes,
        { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
      ],
    },
  ];
}

export function createRouter(merchant: Merchant) {
  return createBrowserRouter(routeObjects(merchant));
}

export type AppRouter = ReturnType<typeof createRouter>;
