import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import type { RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { GatekeeperLayout } from './layouts/gatekeeper-layout';
import { InvitationLayout } from './layouts/invitation-layout';
import { PublicLayout } from './layouts/public-layout';
import { page } from './lazy-page';
import type { RouteHandle } from './route-access';

const PUBLIC: RouteHandle = { access: 'public' };
const UNCHECKED: RouteHandle = { access: 'unchecked' };
/** Single-use sign-in links: open signed in or not, and no notification toasts over them. */
const SIGN_IN_LINK: RouteHandle = { access: 'public-always', suppressNotificationToasts: true };

/**
 * The pages someone without a session opens: landing, sign-in and sign-up, their links, the
 * public pages and invitations. Their lazy modules are what the build keeps out of the signed-in
 * pages' chunks (vite.config.ts, route-chunks.ts), so that none of them loads the workspace's code.
 */
export const publicRoutes: RouteObject[] = [
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
];
