import { hash, verify } from '@node-rs/argon2';

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Tests may pass a cheaper cost. */
const OWASP_ARGON2_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordHashCost = OWASP_ARGON2_COST): PasswordHasher {
  // @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is const, not importable here).
  const options = { parallelism: 1, ...cost };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummyHash ??= hash('dummy-password-for-timing', options);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
