import type { ThrottleRule } from './throttle.service';

/** 10 failed logins per account from one client address per 15 minutes lock that pair only. */
export const LOGIN_FAILURES: ThrottleRule = {
  name: 'login-failure',
  limit: 10,
  windowSeconds: 15 * 60,
};
/**
 * Failed logins per account from every address. Reaching it blocks nobody (that would let
 * anyone lock the owner out); it puts the account under LOGIN_PACE.
 */
export const ACCOUNT_LOGIN_FAILURES: ThrottleRule = {
  name: 'login-failure-account',
  limit: 10,
  windowSeconds: 15 * 60,
};
/** While an account is under attack, an address that has just failed on it waits a minute. */
export const LOGIN_PACE: ThrottleRule = {
  name: 'login-pace',
  limit: 1,
  windowSeconds: 60,
};

/** Wrong current passwords per user: a stolen session must not become a password oracle. */
export const PASSWORD_CHANGE_FAILURES: ThrottleRule = {
  name: 'password-change-failure',
  limit: 5,
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

/**
 * Wrong second factors (authenticator codes, recovery codes) on one account from one client
 * address: with about three codes valid at a time, 10 guesses an hour from an address keep
 * guessing hopeless. Past it that address gets 429 on the account's second step, right or wrong.
 */
export const TWO_FACTOR_FAILURES: ThrottleRule = {
  name: 'two-factor-failure-address',
  limit: 10,
  windowSeconds: 60 * 60,
};
/**
 * Wrong second factors on one account from every address. Reaching it blocks nobody (whoever
 * has the password could then keep the owner out); it puts the account under TWO_FACTOR_PACE.
 */
export const ACCOUNT_TWO_FACTOR_FAILURES: ThrottleRule = {
  name: 'two-factor-failure-account',
  limit: 10,
  windowSeconds: 60 * 60,
};
/** While an account's second step is under attack, an address that just failed waits a minute. */
export const TWO_FACTOR_PACE: ThrottleRule = {
  name: 'two-factor-pace',
  limit: 1,
  windowSeconds: 60,
};
