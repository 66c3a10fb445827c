import {
  emailInputSchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  refreshInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sessionSchema,
  tokenParamsSchema,
  userResponseSchema,
} from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { clientOf } from '../../http/client-info';
import type { IpRateLimits } from '../../http/rate-limits';
import { presentUser } from '../users/user.presenter';
import { resendVerification, verifyEmail } from './email-verification.service';
import { login } from './login.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { register } from './registration.service';
import { endSession, rotateSession } from './sessions.service';

export interface AuthRoutesOptions {
  ctx: AppContext;
  limits: IpRateLimits;
}

/** The public account endpoints under /auth. None needs an access token. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { ctx, limits },
) => {
  const tags = ['auth'];

  app.post(
    '/register',
    {
      config: { rateLimit: limits.register },
      schema: {
        operationId: 'register',
        summary: 'Create an account',
        errors: [409],
        tags,
        body: registerInputSchema,
        response: { 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await register(ctx, request.body);
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: limits.login },
      schema: {
        operationId: 'login',
        summary: 'Sign in with an email and password',
        description:
          'Answers a session (`access_token`, `refresh_token`); when the account has two-factor sign-in on, a `challenge` to send with the code to POST /auth/login/two-factor instead; when the email is not verified yet, only the user.',
        errors: [401],
        tags,
        body: loginInputSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => login(ctx, request.body, clientOf(request)),
  );

  app.post(
    '/refresh',
    {
      config: { rateLimit: limits.refresh },
      schema: {
        operationId: 'refreshSession',
        summary: 'Get a new access token',
        description:
          'Trades a refresh token for a new session (a new refresh token with it). Each refresh token works once: a used one answers 401.',
        errors: [401],
        tags,
        body: refreshInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => rotateSession(ctx, request.body.refresh_token, clientOf(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        summary: 'Sign out this session',
        tags,
        body: refreshInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await endSession(ctx, request.body.refresh_token);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/verify-email/:token',
    {
      config: { rateLimit: limits.linkToken },
      schema: {
        operationId: 'verifyEmail',
        summary: 'Confirm an email address',
        tags,
        params: tokenParamsSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => verifyEmail(ctx, request.params.token, clientOf(request)),
  );

  app.post(
    '/resend-verification',
    {
      config: { rateLimit: limits.emailRequest },
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Send the verification email again',
        tags,
        body: emailInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resendVerification(ctx, request.body.email);
      return { message: 'If that account is waiting for verification, a new link is on its way.' };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: limits.emailRequest },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Email a password reset link',
        tags,
        body: emailInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: 'If an account exists for that email, we sent a reset link.' };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: limits.linkToken },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password from a reset link',
        tags,
        body: resetPasswordInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, clientOf(request));
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
};
