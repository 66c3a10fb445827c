import type { FastifyBaseLogger as Logger } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { MailWorker } from './mail/mail-worker';
import type { AccessTokens } from './modules/auth/access-token';
import type { EndedSessions } from './modules/auth/ended-sessions';
import type { GoogleClient } from './modules/auth/google/google-client';
import type { PasswordHasher } from './modules/auth/passwords';
import type { Throttle } from './modules/auth/throttle';
import type { Metrics } from './modules/metrics/metrics';
import type { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';

/** What use cases need from the outside world, built once in buildApp and passed down. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  log: Logger;
  accessTokens: AccessTokens;
  /** Signs the one-click unsubscribe links of notification emails. */
  unsubscribeTokens: UnsubscribeTokens;
  /** Sessions ended by a logout or a token theft: refused on every channel. */
  endedSessions: EndedSessions;
  passwords: PasswordHasher;
  throttle: Throttle;
  mail: MailWorker;
  /** Present only when Google sign-in is configured. */
  google: GoogleClient | undefined;
  /** The Stripe client, present only when hosted billing is configured (config.billing). */
  stripe: Stripe | undefined;
  /** The app's Prometheus metrics (GET /metrics); absent where nothing reads them. */
  metrics?: Metrics;
}
