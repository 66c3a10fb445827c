import type { FastifyBaseLogger as Logger } from 'fastify';
import type { WorkspaceRole } from '@teamboard/shared';
import type { PlanFeature } from '@teamboard/shared/billing';
import type Stripe from 'stripe';
import type { Clock } from './clock';
import type { Config } from './config';
import type { SecretBox } from './crypto/secret-box';
import type { Database } from './db/client';
import type { Jobs } from './jobs/job-registry';
import type { MailWorker } from './mail/mail-worker';
import type { AccessTokens } from './modules/auth/access-token';
import type { EndedSessions } from './modules/auth/ended-sessions.service';
import type { GoogleClient } from './modules/auth/google/google-client';
import type { PasswordHasher } from './modules/auth/passwords';
import type { Throttle } from './modules/auth/throttle.service';
import type { Metrics } from './modules/metrics/metrics';
import type { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';

/**
 * What a workspace's plan allows, asked where an addition would cross a limit (402 PLAN_LIMIT
 * past it; a self-hosted server allows everything). billing/ implements it: the modules that
 * add members, boards, keys or use a paid feature depend on this, not on billing.
 */
export interface Plans {
  /** In the transaction adding the member: it locks the workspace row, so two cannot both pass. */
  assertCanAddMember(tx: Database, workspaceId: string, role: WorkspaceRole): Promise<void>;
  assertCanInvite(db: Database, workspaceId: string, role: WorkspaceRole): Promise<void>;
  assertCanChangeRole(
    tx: Database,
    workspaceId: string,
    from: WorkspaceRole,
    to: WorkspaceRole,
  ): Promise<void>;
  /** In the transaction creating or restoring the board. */
  assertCanActivateBoard(tx: Database, workspaceId: string): Promise<void>;
  assertPlanFeature(db: Database, workspaceId: string, feature: PlanFeature): Promise<void>;
  /**
   * `bytes` more of files in the workspace. In the transaction recording the file: it locks the
   * workspace row, so two uploads at once are counted one after the other.
   */
  assertCanStore(tx: Database, workspaceId: string, bytes: number): Promise<void>;
  /** In the transaction holding the person's row. */
  assertCanCreateApiKey(
    tx: Database,
    key: { userId: string; workspaceId: string | null; activeKeys: number },
  ): Promise<void>;
  /** Before a workspace is deleted: its subscription stops (a Stripe failure deletes nothing). */
  cancelBillingOf(workspaceId: string): Promise<void>;
}

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
  plans: Plans;
  mail: MailWorker;
  /** Wakes a module's background job when work arrives for it (jobs/job-registry.ts). */
  jobs: Jobs;
  /** Present only when Google sign-in is configured. */
  google: GoogleClient | undefined;
  /** The Stripe client, present only when hosted billing is configured (config.billing). */
  stripe: Stripe | undefined;
  /** Seals webhooks' signing secrets for the database (the server signs with them). */
  webhookSecrets: SecretBox;
  /** The app's Prometheus metrics (GET /metrics); absent where nothing reads them. */
  metrics?: Metrics;
}
