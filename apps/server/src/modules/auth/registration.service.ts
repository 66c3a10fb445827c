import { ERROR_CODES, type RegisterInput } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { uniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../http/app-error';
import { findUserByEmail, findUserByUsername, insertUser } from '../users/users.repo';
import { deriveUsername } from '../users/username.service';
import { queueVerificationEmail } from './email-links.service';

const EMAIL_TAKEN = 'Email already registered';
const USERNAME_TAKEN = 'Username already taken';

/** The one answer for an address another account already has (sign-up, an email change). */
export const emailTaken = () =>
  conflict(EMAIL_TAKEN, ERROR_CODES.emailTaken, [{ field: 'email', message: EMAIL_TAKEN }]);
const usernameTaken = () =>
  conflict(USERNAME_TAKEN, ERROR_CODES.usernameTaken, [
    { field: 'username', message: USERNAME_TAKEN },
  ]);

/**
 * Creates an unverified account and queues its verification email in the same transaction.
 * No session is created: the user signs in by following the emailed link.
 */
export async function register(ctx: AppContext, input: RegisterInput): Promise<UserRow> {
  const passwordHash = await ctx.passwords.hash(input.password);
  // A derived username can lose a race with a concurrent sign-up; derive again and retry.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const user = await ctx.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, input.email)) throw emailTaken();
        if (input.username && (await findUserByUsername(tx, input.username))) throw usernameTaken();
        const username = input.username ?? (await deriveUsername(tx, input.name));
        const created = await insertUser(tx, {
          name: input.name,
          email: input.email,
          username,
          passwordHash,
        });
        await queueVerificationEmail(ctx, tx, created);
        return created;
      });
      ctx.mail.kick();
      return user;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_lower_unique') throw emailTaken();
      if (constraint === 'users_username_unique' && (input.username || attempt >= 3))
        throw usernameTaken();
      if (constraint !== 'users_username_unique') throw error;
    }
  }
}
