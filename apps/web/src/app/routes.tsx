import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { Navigate, type RouteObject } from 'react-router';
import { ProfilePage } from '../features/account/pages/profile-page';
import { SecurityPage } from '../features/account/pages/security-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { GoogleCallbackPage } from '../features/auth/pages/google-callback-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { OnboardingPage } from '../features/auth/pages/onboarding-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { SignupSuccessPage } from '../features/auth/pages/signup-success-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { VerifyNoticePage } from '../features/auth/pages/verify-notice-page';
import { JoinPage } from '../features/invitations/pages/join-page';
import { WorkspaceInvitesPage } from '../features/invitations/pages/workspace-invites-page';
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
import { LandingRoute } from './routes/landing-route';
import { NotFoundRoute } from './routes/not-found-route';
import { PrivacyRoute } from './routes/privacy-route';
import { PublicFormRoute } from './routes/public-form-route';
import { TermsRoute } from './routes/terms-route';
import { workspaceAreaRoute, workspaceListRoutes } from './workspace-routes';

const PUBLIC: RouteHandle = { access: 'public' };
const UNCHECKED: RouteHandle = { access: 'unchecked' };
/** Single-use sign-in links: open signed in or not, and no notification toasts over them. */
const SIGN_IN_LINK: RouteHandle = { access: 'public-always', suppressNotificationToasts: true };

/** Every route of the app (spec section 2). Access rules live in each route's handle. */
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
                element: <SignupSuccessPage />,
              },
              { path: 'signup/verify/:token', handle: SIGN_IN_LINK, element: <VerifyEmailPage /> },
              { path: GOOGLE_CALLBACK_PATH, handle: SIGN_IN_LINK, element: <GoogleCallbackPage /> },
              { path: 'verify', handle: PUBLIC, element: <VerifyNoticePage /> },
              { path: 'reset-password/:token', handle: PUBLIC, element: <ResetPasswordPage /> },
            ],
          },
          {
            element: <GatekeeperLayout />,
            children: [
              { path: 'login', handle: PUBLIC, element: <LoginPage /> },
              { path: 'signup', handle: PUBLIC, element: <SignupPage /> },
              { path: 'forgot-password', handle: PUBLIC, element: <ForgotPasswordPage /> },
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
            children: [{ path: 'join/:token', handle: UNCHECKED, element: <JoinPage /> }],
          },
          {
            element: <OnboardingLayout />,
            children: [
              {
                path: 'onboarding',
                handle: { access: 'onboarding' } satisfies RouteHandle,
                element: <OnboardingPage />,
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
              { path: 'profile', element: <ProfilePage /> },
              { path: 'security', element: <SecurityPage /> },
              { path: 'workspace-invites', element: <WorkspaceInvitesPage /> },
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
