import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { ErrorLayout } from './layouts/error-layout';
import { GatekeeperLayout } from './layouts/gatekeeper-layout';
import { InvitationLayout } from './layouts/invitation-layout';
import { OnboardingLayout } from './layouts/onboarding-layout';
import { PublicLayout } from './layouts/public-layout';
import { SettingsLayout } from './layouts/settings-layout';
import type { RouteHandle } from './route-access';
import { RouteGuard } from './route-guard';
import { DashboardRoute } from './routes/dashboard-route';
import { ErrorRoute } from './routes/error-route';
import { ForgotPasswordRoute } from './routes/forgot-password-route';
import { GoogleCallbackRoute } from './routes/google-callback-route';
import { JoinInvitationRoute } from './routes/join-invitation-route';
import { LandingRoute } from './routes/landing-route';
import { LoginRoute } from './routes/login-route';
import { NotFoundRoute } from './routes/not-found-route';
import { OnboardingRoute } from './routes/onboarding-route';
import { PrivacyRoute } from './routes/privacy-route';
import { ProfileRoute } from './routes/profile-route';
import { PublicFormRoute } from './routes/public-form-route';
import { ResetPasswordRoute } from './routes/reset-password-route';
import { SecurityRoute } from './routes/security-route';
import { SignupRoute } from './routes/signup-route';
import { SignupSuccessRoute } from './routes/signup-success-route';
import { TermsRoute } from './routes/terms-route';
import { VerifyEmailRoute } from './routes/verify-email-route';
import { VerifyNoticeRoute } from './routes/verify-notice-route';
import { WorkspaceInvitesRoute } from './routes/workspace-invites-route';
import { workspaceAreaRoute, workspaceListRoutes } from './workspace-routes';

const PUBLIC: RouteHandle = { access: 'public' };
const UNCHECKED: RouteHandle = { access: 'unchecked' };
/** Single-use sign-in links: open signed in or not, and no notification toasts over them. */
const SIGN_IN_LINK: RouteHandle = { access: 'public-always', suppressNotificationToasts: true };

/** Every route of the app. Access rules live in each route's handle. */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorRoute />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { index: true, handle: PUBLIC, element: <LandingRoute /> },
              {
                path: 'signup/success',
                handle: {
                  access: 'public',
                  suppressNotificationToasts: true,
                } satisfies RouteHandle,
                element: <SignupSuccessRoute />,
              },
              { path: 'signup/verify/:token', handle: SIGN_IN_LINK, element: <VerifyEmailRoute /> },
              {
                path: GOOGLE_CALLBACK_PATH,
                handle: SIGN_IN_LINK,
                element: <GoogleCallbackRoute />,
              },
              { path: 'verify', handle: PUBLIC, element: <VerifyNoticeRoute /> },
              { path: 'reset-password/:token', handle: PUBLIC, element: <ResetPasswordRoute /> },
            ],
          },
          {
            element: <GatekeeperLayout />,
            children: [
              { path: 'login', handle: PUBLIC, element: <LoginRoute /> },
              { path: 'signup', handle: PUBLIC, element: <SignupRoute /> },
              { path: 'forgot-password', handle: PUBLIC, element: <ForgotPasswordRoute /> },
            ],
          },
          {
            element: <PublicLayout />,
            children: [
              { path: 'terms', handle: PUBLIC, element: <TermsRoute /> },
              { path: 'privacy', handle: PUBLIC, element: <PrivacyRoute /> },
              { path: 'form/:formSlug', handle: UNCHECKED, element: <PublicFormRoute /> },
            ],
          },
          {
            element: <InvitationLayout />,
            children: [
              { path: 'join/:token', handle: UNCHECKED, element: <JoinInvitationRoute /> },
            ],
          },
          {
            element: <OnboardingLayout />,
            children: [
              {
                path: 'onboarding',
                handle: { access: 'onboarding' } satisfies RouteHandle,
                element: <OnboardingRoute />,
              },
            ],
          },
          {
            element: <DefaultLayout />,
            children: [{ path: 'dashboard', element: <DashboardRoute /> }],
          },
          ...workspaceListRoutes,
          {
            path: 'account',
            element: <SettingsLayout />,
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              { path: 'profile', element: <ProfileRoute /> },
              { path: 'security', element: <SecurityRoute /> },
              { path: 'workspace-invites', element: <WorkspaceInvitesRoute /> },
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
