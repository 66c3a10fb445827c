import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthLayout } from './layouts/auth-layout';
import { ErrorLayout } from './layouts/error-layout';
import { GatekeeperLayout } from './layouts/gatekeeper-layout';
import { InvitationLayout } from './layouts/invitation-layout';
import { PublicLayout } from './layouts/public-layout';
import { page } from './lazy-page';
import type { RouteHandle } from './route-access';
import { RouteGuard } from './route-guard';
import { ErrorRoute } from './routes/error-route';
import { NotFoundRoute } from './routes/not-found-route';
import { workspaceAreaRoute, workspaceListRoutes } from './workspace-routes';

const PUBLIC: RouteHandle = { access: 'public' };
const UNCHECKED: RouteHandle = { access: 'unchecked' };
/** Single-use sign-in links: open signed in or not, and no notification toasts over them. */
const SIGN_IN_LINK: RouteHandle = { access: 'public-always', suppressNotificationToasts: true };

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
          {
            element: <AuthLayout />,
            children: [
              {
                index: true,
                handle: PUBLIC,
                lazy: page(() => import('./routes/landing-route'), 'LandingRoute'),
              },
              {
                path: 'signup/success',
                handle: {
                  access: 'public',
                  suppressNotificationToasts: true,
                } satisfies RouteHandle,
                lazy: page(() => import('./routes/signup-success-route'), 'SignupSuccessRoute'),
              },
              {
                path: 'signup/verify/:token',
                handle: SIGN_IN_LINK,
                lazy: page(() => import('./routes/verify-email-route'), 'VerifyEmailRoute'),
              },
              {
                path: GOOGLE_CALLBACK_PATH,
                handle: SIGN_IN_LINK,
                lazy: page(() => import('./routes/google-callback-route'), 'GoogleCallbackRoute'),
              },
              {
                path: 'verify',
                handle: PUBLIC,
                lazy: page(() => import('./routes/verify-notice-route'), 'VerifyNoticeRoute'),
              },
              {
                path: 'reset-password/:token',
                handle: PUBLIC,
                lazy: page(() => import('./routes/reset-password-route'), 'ResetPasswordRoute'),
              },
              {
                // A new address's confirmation link: it works signed in or not, on any device.
                path: 'confirm-email/:token',
                handle: { access: 'public-always' } satisfies RouteHandle,
                lazy: page(() => import('./routes/confirm-email-route'), 'ConfirmEmailRoute'),
              },
            ],
          },
          {
            element: <GatekeeperLayout />,
            children: [
              {
                path: 'login',
                handle: PUBLIC,
                lazy: page(() => import('./routes/login-route'), 'LoginRoute'),
              },
              {
                path: 'signup',
                handle: PUBLIC,
                lazy: page(() => import('./routes/signup-route'), 'SignupRoute'),
              },
              {
                path: 'forgot-password',
                handle: PUBLIC,
                lazy: page(() => import('./routes/forgot-password-route'), 'ForgotPasswordRoute'),
              },
            ],
          },
          {
            element: <PublicLayout />,
            children: [
              {
                path: 'terms',
                handle: PUBLIC,
                lazy: page(() => import('./routes/terms-route'), 'TermsRoute'),
              },
              {
                path: 'privacy',
                handle: PUBLIC,
                lazy: page(() => import('./routes/privacy-route'), 'PrivacyRoute'),
              },
              {
                path: 'notifications/unsubscribe',
                handle: { access: 'public-always' } satisfies RouteHandle,
                lazy: page(() => import('./routes/unsubscribe-route'), 'UnsubscribeRoute'),
              },
              {
                path: 'form/:formSlug',
                handle: UNCHECKED,
                lazy: page(() => import('./routes/public-form-route'), 'PublicFormRoute'),
              },
            ],
          },
          {
            element: <InvitationLayout />,
            children: [
              {
                path: 'join/:token',
                handle: UNCHECKED,
                lazy: page(() => import('./routes/join-invitation-route'), 'JoinInvitationRoute'),
              },
            ],
          },
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
