import type { Notification } from '@teamboard/shared';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { MailWorker } from './mail/mail-worker';
import type { AccessTokens } from './modules/auth/access-token';
import type { EndedSessions } from './modules/auth/ended-sessions';
import type { GoogleClient } from './modules/auth/google/google-client';
import type { PasswordHasher } from './modules/auth/passwords';
import type { Throttle } from './modules/auth/throttle';

/** What use cases need from the outside world, built once in buildApp and passed down. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  log: Logger;
  accessTokens: AccessTokens;
  /** Sessions ended by a logout or a token theft: refused on every channel. */
  endedSessions: EndedSessions;
  passwords: PasswordHasher;
  throttle: Throttle;
  mail: MailWorker;
  /** Announces committed board changes to the board's room (socket.io). */
  boardEvents: BoardEvents;
  /** Present only when Google sign-in is configured. */
  google: GoogleClient | undefined;
}

/**
 * What use cases ask of the realtime module directly. Board updates do not go through here:
 * they are published in the database (`announce`), which delivers them in commit order.
 */
export interface BoardEvents {
  /** Sends a committed notification to the user's notifications room (`notification` event). */
  notify(userId: string, notification: Notification): void;
}
