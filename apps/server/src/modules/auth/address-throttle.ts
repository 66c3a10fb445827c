import type { Throttle, ThrottleRule } from './throttle.service';

/** The rules of a credential check counted per account and client address. */
export interface AddressThrottleRules {
  /** Failures on one account from one address; past it that address is refused (429). */
  fromAddress: ThrottleRule;
  /** Failures on one account from every address; past it the account is slowed, never locked. */
  account: ThrottleRule;
  /** While the account is slowed, an address that failed on it within this window waits. */
  pace: ThrottleRule;
}

export interface AddressThrottle {
  /** Throws 429 when this address may not try this account now. */
  assertAllowed(throttle: Throttle, account: string, address: string): Promise<void>;
  countFailure(throttle: Throttle, account: string, address: string): Promise<void>;
  /** A success clears that address's failures and lifts the slow-down on the account. */
  clear(throttle: Throttle, account: string, address: string): Promise<void>;
}

/**
 * Failures are counted per account and client address, so failures from an attacker's address
 * lock only that address out of the account, never the owner elsewhere. Failures from every
 * address together only slow the account down: each address that keeps failing may then try
 * once per pace window, and an address with no recent failure (the owner's) is not held back.
 */
export function addressThrottle(rules: AddressThrottleRules): AddressThrottle {
  const pairOf = (account: string, address: string) => `${account} from ${address}`;
  return {
    async assertAllowed(throttle, account, address) {
      const pair = pairOf(account, address);
      await throttle.assertAllowed(rules.fromAddress, pair);
      if (await throttle.isUsedUp(rules.account, account)) {
        await throttle.assertAllowed(rules.pace, pair);
      }
    },
    async countFailure(throttle, account, address) {
      const pair = pairOf(account, address);
      await throttle.hit(rules.fromAddress, pair);
      await throttle.hit(rules.pace, pair);
      await throttle.hit(rules.account, account);
    },
    async clear(throttle, account, address) {
      const pair = pairOf(account, address);
      await throttle.reset(rules.fromAddress, pair);
      await throttle.reset(rules.pace, pair);
      await throttle.reset(rules.account, account);
    },
  };
}
