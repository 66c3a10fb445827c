import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { ErrorLayout } from './layouts/error-layout';
import { page } from './lazy-page';
import { publicRoutes } from './public-routes';
import type { RouteHandle } from './route-access';
import { RouteGuard } from './route-guard';
import { ErrorRoute } from './routes/error-route';
import { NotFoundRoute } from './routes/not-found-route';
import { workspaceAreaRoute, workspaceListRoutes } from './workspace-routes';

/**
 * Every route of the app. Access rules live in each route's handle. Pages, guards and the
 * signed-in layouts are `lazy` (their own chunks, see lazy-page.ts); the first paint waits for
 * those the URL needs behind the hydrate fallback.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: FullPageSpinner,
    errorElement: <ErrorRoute />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          ...publicRoutes,
          {
            lazy: page(() => import('./layouts/onboarding-layout'), 'OnboardingLayout'),
            children: [
              {
                path: 'onboarding',
                handle: { access: 'onboarding' } satisfies RouteHandle,
                lazy: page(() => import('./routes/onboarding-route'), 'OnboardingRoute'),
              },
            ],
          },
          {
            lazy: page(() => import('./layouts/default-layout'), 'DefaultLayout'),
            children: [
              {
                path: 'dashboard',
                lazy: page(() => import('./routes/dashboard-route'), 'DashboardRoute'),
              },
            ],
          },
          ...workspaceListRoutes,
          {
            path: 'account',
            lazy: page(() => import('./layouts/settings-layout'), 'SettingsLayout'),
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              {
                path: 'profile',
                lazy: page(() => import('./routes/profile-route'), 'ProfileRoute'),
              },
              {
                path: 'security',
                lazy: page(() => import('./routes/security-route'), 'SecurityRoute'),
              },
              {
                path: 'notifications',
                // An email's unsubscribe link works signed out too: guests see its outcome.
                handle: {
                  guestLink: { param: 'token', to: '/notifications/unsubscribe' },
                } satisfies RouteHandle,
                lazy: page(
                  () => import('./routes/notification-settings-route'),
                  'NotificationSettingsRoute',
                ),
              },
              {
                path: 'activities',
                lazy: page(
                  () => import('./routes/account-activities-route'),
                  'AccountActivitiesRoute',
                ),
              },
              {
                path: 'api-keys',
                lazy: page(() => import('./routes/api-keys-route'), 'ApiKeysRoute'),
              },
              {
                path: 'billing',
                lazy: page(() => import('./routes/account-billing-route'), 'AccountBillingRoute'),
              },
              {
                path: 'integrations',
                lazy: page(() => import('./routes/integrations-route'), 'IntegrationsRoute'),
              },
              {
                path: 'workspace-invites',
                // Someone left without a workspace answers their invitations before onboarding.
                handle: { access: 'onboarding' } satisfies RouteHandle,
                lazy: page(
                  () => import('./routes/workspace-invites-route'),
                  'WorkspaceInvitesRoute',
                ),
              },
            ],
          },
          workspaceAreaRoute,
        ],
      },
      {
        element: <ErrorLayout />,
        children: [{ path: '*', element: <NotFoundRoute /> }],
      },
    ],
  },
];
