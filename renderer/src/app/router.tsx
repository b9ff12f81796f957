import type { ComponentType } from 'react';
import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
import { APP_PREFIX, DASHBOARD_PATH, NOT_FOUND_PATH } from './paths';
import { APP_ROUTES } from './routes';
import type { AppRoute, RouteHandle } from './routeTypes';
import { RouteGuard } from './RouteGuard';
import { RequireSession } from './RequireSession';
import { RouteErrorFallback } from '../components/ErrorFallback';
import { Splash } from '../components/Splash';

async function pageComponent(route: AppRoute): Promise<ComponentType> {
  return (await route.page.load()).default;
}

function appRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { title: route.title, fullWidth: route.fullWidth === true } satisfies RouteHandle,
    // Pages load on demand (03 §2.2); the guard wraps the page once it has arrived.
    lazy: async () => {
      const Page = await pageComponent(route);
      return {
        Component: function GuardedPage() {
          return (
            <RouteGuard route={route}>
              <Page />
            </RouteGuard>
          );
        },
      };
    },
  };
}

const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routeObjects: RouteObject[] = [
  {
    errorElement: <RouteErrorFallback />,
    // Shown while the first lazy page of a fresh load arrives, instead of a blank window.
    hydrateFallbackElement: <Splash />,
    children: [
      { path: '/', element: <Navigate to={DASHBOARD_PATH} replace /> },
      { path: '/login', lazy: lazyPage(() => import('../features/auth/LoginPage')) },
      { path: '/verify-otp', lazy: lazyPage(() => import('../features/auth/VerifyOtpPage')) },
      { path: '/access-denied', lazy: lazyPage(() => import('../features/auth/AccessDeniedPage')) },
      { path: NOT_FOUND_PATH, lazy: lazyPage(() => import('../features/auth/NotFoundPage')) },
      {
        path: APP_PREFIX,
        lazy: async () => {
          const { AppLayout } = await import('../features/shell/AppLayout');
          return {
            Component: function GuardedLayout() {
              return (
                <RequireSession>
                  <AppLayout />
                </RequireSession>
              );
            },
          };
        },
        children: [
          { index: true, element: <Navigate to={DASHBOARD_PATH} replace /> },
          ...APP_ROUTES.map(appRouteObject),
          // Unknown paths under the app go to 404 too (03 §2.2).
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

/**
 * Browser history everywhere except when Electron loads the build from files, where
 * the path is the file's and only the hash can carry the route.
 */
export function createAppRouter() {
  return window.location.protocol === 'file:'
    ? createHashRouter(routeObjects)
    : createBrowserRouter(routeObjects);
}
