import { addressThrottle } from './address-throttle';
import { ACCOUNT_LOGIN_FAILURES, LOGIN_FAILURES, LOGIN_PACE } from './throttle-rules';

/**
 * Failed logins, by the email tried and the client's address: an attacker's failures lock only
 * their address out of the account; the account as a whole is only slowed (address-throttle.ts).
 */
export const loginThrottle = addressThrottle({
  fromAddress: LOGIN_FAILURES,
  account: ACCOUNT_LOGIN_FAILURES,
  pace: LOGIN_PACE,
});
