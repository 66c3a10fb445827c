import type { ThrottleRule } from './throttle';

/** About 10 failed logins per account per 15 minutes, whatever address they come from. */
export const LOGIN_FAILURES: ThrottleRule = {
  name: 'login-failure',
  limit: 10,
  windowSeconds: 15 * 60,
};

/** Emails a stranger can make us send to one address: bounded so nobody is mail-bombed. */
export const PASSWORD_RESET_EMAILS: ThrottleRule = {
  name: 'reset-email',
  limit: 5,
  windowSeconds: 60 * 60,
};
export const VERIFICATION_EMAILS: ThrottleRule = {
  name: 'verify-email',
  limit: 5,
  windowSeconds: 60 * 60,
};
