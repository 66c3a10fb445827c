import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { createSecretBox } from './crypto/secret-box';
import { openDatabase, type DatabaseHandle } from './db/client';
import { registerApiDocs } from './http/api-docs';
import { contentSecurityPolicy } from './http/content-security-policy';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRateLimitHeaders } from './http/rate-limit-headers';
import { registerBoardWriteLimit } from './http/board-write-limit';
import { registerWriteLimit } from './http/write-limit';
import { registerErrorHandler } from './http/error-handler';
import { registerGates } from './http/gate';
import { registerIdempotency } from './http/idempotency';
import { idempotencySweepJob } from './http/idempotency-sweep.job';
import {
  DEFAULT_IP_RATE_LIMITS,
  DEFAULT_BOARD_WRITE_LIMIT,
  DEFAULT_API_KEY_LIMIT,
  DEFAULT_CHAT_WRITE_LIMIT,
  DEFAULT_WRITE_LIMIT,
  type IpRateLimits,
  type RateLimit,
} from './http/rate-limits';
import { trackInFlight } from './http/in-flight';
import { fastifyTrustProxy } from './http/trust-proxy';
import { REQUEST_ID_LOG_LABEL, registerRequestIdHeader, requestIdOptions } from './http/request-id';
import { registerRequestLog } from './http/request-log';
import { registerSpa } from './http/spa';
import { createJobRegistry } from './jobs/job-registry';
import { mailOutboxJob, mailWorkerOf } from './mail/mail-worker';
import { createMailTransport, type MailTransport } from './mail/transport';
import { registerApiKeyLimit } from './modules/api-keys/api-key-limit';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { createAccessTokens } from './modules/auth/access-token';
import { createEndedSessions } from './modules/auth/ended-sessions.service';
import { authenticate } from './modules/auth/authenticate.service';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { billingWebhookRoutes } from './modules/billing/billing-webhook.routes';
import { seatSyncJob } from './modules/billing/seat-sync.job';
import { createStripeClient } from './modules/billing/stripe-client';
import { createPlans } from './modules/billing/plans.service';
import { createGoogleClient } from './modules/auth/google/google-client';
import { googleRoutes } from './modules/auth/google/google.routes';
import { integrationsRoutes } from './modules/auth/google/integrations.routes';
import { createPasswordHasher, type PasswordHashCost } from './modules/auth/passwords';
import { createThrottle } from './modules/auth/throttle.service';
import { healthRoutes } from './modules/health/health.routes';
import { createReadiness } from './modules/health/readiness.service';
import { boardJoinLinksRoutes } from './modules/boards/board-join-links.routes';
import { boardLabelsRoutes } from './modules/boards/board-labels.routes';
import { boardReportsRoutes } from './modules/board-reports/board-reports.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { boardMembersRoutes } from './modules/boards/board-members.routes';
import { boardPreferencesRoutes } from './modules/boards/board-preferences.routes';
import { boardsRoutes } from './modules/boards/boards.routes';
import { workspaceProjectsRoutes } from './modules/boards/workspace-projects.routes';
import { searchRoutes } from './modules/search/search.routes';
import { attachmentsRoutes } from './modules/attachments/attachments.routes';
import { createFileStorage } from './modules/attachments/file-storage.service';
import { storedFilesJob } from './modules/attachments/stored-files.job';
import { columnsRoutes } from './modules/columns/columns.routes';
import { checklistsRoutes } from './modules/checklists/checklists.routes';
import { checklistRemindersJob } from './modules/checklists/checklist-reminders.job';
import { commentsRoutes } from './modules/comments/comments.routes';
import { foldersRoutes } from './modules/folders/folders.routes';
import { jiraImportJob } from './modules/jira-import/jira-import.job';
import { createMetrics } from './modules/metrics/metrics';
import { registerMetrics } from './modules/metrics/register-metrics.service';
import { jiraImportsRoutes } from './modules/jira-import/jira-imports.routes';
import { formsRoutes } from './modules/forms/forms.routes';
import { publicFormsRoutes } from './modules/forms/public-forms.routes';
import { taskActivityRoutes } from './modules/tasks/task-activity.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';
import { timerAutoStopJob } from './modules/time/timer-auto-stop.job';
import { registerChatWriteLimit } from './modules/chats/chat-write-limit';
import { chatsRoutes } from './modules/chats/chats.routes';
import { notificationUpkeepJob } from './modules/notifications/notification-upkeep.job';
import { dueDateRemindersJob } from './modules/tasks/due-date-reminders.job';
import { timeRoutes } from './modules/time/time.routes';
import {
  invitationsRoutes,
  publicInvitationRoutes,
} from './modules/invitations/invitations.routes';
import {
  notificationsRoutes,
  unsubscribeRoutes,
} from './modules/notifications/notifications.routes';
import { createRealtime } from './realtime/realtime-server';
import { deliverChatSignal } from './modules/chats/chat-delivery.service';
import { registerChatHandlers } from './modules/chats/chat-socket-handlers.service';
import { deliverNotification } from './modules/notifications/notification-delivery.service';
import { workspaceJoinRoutes } from './modules/invitations/workspace-join.routes';
import { meRoutes } from './modules/me/me.routes';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes';
import { accountActivityRoutes } from './modules/account-activity/account-activity.routes';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { emailChangeRoutes } from './modules/email-change/email-change.routes';
import { columnTypesRoutes } from './modules/workspaces/column-types.routes';
import { labelsRoutes } from './modules/workspaces/labels.routes';
import { logoRoutes } from './modules/workspaces/logo.routes';
import { membersRoutes } from './modules/workspaces/members.routes';
import { securitySettingsRoutes } from './modules/workspaces/security-settings.routes';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes';
import { workspaceReportsRoutes } from './modules/workspace-reports/workspace-reports.routes';
import { createWorkspaceExports } from './modules/workspace-export/workspace-exports';
import { workspaceExportJobs } from './modules/workspace-export/workspace-export.job';
import { workspaceExportRoutes } from './modules/workspace-export/workspace-export.routes';
import { webhookDeliveriesRoutes } from './modules/webhooks/webhook-deliveries.routes';
import { webhookDeliveryJob } from './modules/webhooks/webhook-delivery.job';
import { webhookDeliveriesPurgeJob } from './modules/webhooks/webhook-deliveries-purge.job';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { openRedis } from './redis';
import { loadSecrets } from './secrets';
import { SERVER_ROOT } from './server-root';

export interface AppOverrides {
  /** An already-open database (tests hand in a migrated in-memory one). */
  database?: DatabaseHandle;
  clock?: Clock;
  passwordCost?: PasswordHashCost;
  ipRateLimits?: Partial<IpRateLimits>;
  /** Board writes per user (tests and benchmarks write faster than people). */
  boardWriteLimit?: RateLimit;
  /** Writes per user over every write route (tests and benchmarks seed faster than people). */
  writeLimit?: RateLimit;
  /** Chat writes per user (tests reach it quickly). */
  chatWriteLimit?: RateLimit;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
  /** Requests per API key (tests reach it quickly). */
  apiKeyLimit?: RateLimit;
  mailTransport?: MailTransport;
  /** Folder holding the built web app (index.html + assets). */
  webRoot?: string;
  /** 'manual': imports run only when a test runs them (modules/jira-import/import-job.ts). */
  importWorker?: 'manual';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The use-case context (database, clock, mail…); tests reach the database through it. */
    ctx: AppContext;
  }
}

export type App = FastifyInstance;

const DEFAULT_WEB_ROOT = path.join(SERVER_ROOT, '../web/dist');

/** The whole HTTP application, not yet listening. main.ts, tests and benchmarks all build it here. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const log: FastifyBaseLogger = pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', '*.password', '*.newPassword'],
    },
    overrides.logStream ?? pino.destination(1),
  );
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      // LOG_LEVEL=trace shows every SQL statement (never the parameters: they hold user data).
      onQuery:
        config.logLevel === 'trace' ? (statement) => log.trace({ sql: statement }) : undefined,
    }));
  const secrets = await loadSecrets(config, database.db);
  const realtime = createRealtime(config.redisUrl, {
    handlers: [registerChatHandlers],
    deliverChatSignal,
    deliverNotification,
  });
  const clock = overrides.clock ?? systemClock;
  const transport =
    overrides.mailTransport ?? createMailTransport(config.smtpUrl, config.mailFrom, log);
  const metrics = createMetrics(database);
  const stripe = config.billing ? createStripeClient(config.billing) : undefined;
  const jobs = createJobRegistry(log, metrics.jobs);

  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    log,
    accessTokens: createAccessTokens(secrets.jwtSecret, clock),
    unsubscribeTokens: createUnsubscribeTokens(secrets.jwtSecret, clock),
    endedSessions: createEndedSessions(clock),
    passwords: createPasswordHasher(overrides.passwordCost),
    throttle: createThrottle(database.db, clock),
    plans: createPlans({ config, clock, db: database.db, stripe, log }),
    mail: mailWorkerOf(jobs),
    jobs,
    google: config.google
      ? createGoogleClient({
          ...config.google,
          redirectUri: `${config.appUrl}${GOOGLE_CALLBACK_PATH}`,
        })
      : undefined,
    stripe,
    metrics,
    webhookSecrets: createSecretBox(secrets.jwtSecret, 'webhook secrets'),
  };

  const app = Fastify({
    loggerInstance: log,
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
    }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
  });
  app.decorate('ctx', ctx);
  app.decorate('authenticate', authenticate(ctx));
  await realtime.attach(app.server, ctx, database);
  // Open sockets would keep the HTTP server from closing: they go first.
  app.addHook('preClose', () => realtime.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  registerGates(app, ctx.db);
  registerIdempotency(app, ctx.db, clock);
  registerRequestLog(app);
  const inFlight = trackInFlight(app);
  registerMetrics(app, config, metrics);

  // While Redis is away a rate-limit count fails after one reconnection attempt and the request
  // goes on uncounted (skipOnError): an outage must not turn every sign-in into a 500. Sign-in
  // attempts are also throttled per account in the database.
  const redis = config.redisUrl
    ? await openRedis(config.redisUrl, { maxRetriesPerRequest: 1 }, log, 'rate limits')
    : undefined;
  const webRoot = overrides.webRoot ?? DEFAULT_WEB_ROOT;
  registerSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(webRoot) });
  // JSON of 1 KB and more, by Accept-Encoding; the web app's files are compressed at build time
  // (http/spa.ts) and a large prebuilt list once per change (http/prebuilt-json.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // The IETF draft's RateLimit-* names; the budgets counted later in a request note theirs, and
  // the tightest is what the answer describes (http/rate-limit-headers.ts).
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    ...(redis ? { redis, nameSpace: 'teamboard-rl-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  registerRateLimitHeaders(app);
  registerBoardWriteLimit(app, overrides.boardWriteLimit ?? DEFAULT_BOARD_WRITE_LIMIT);
  registerWriteLimit(app, overrides.writeLimit ?? DEFAULT_WRITE_LIMIT);
  registerChatWriteLimit(app, overrides.chatWriteLimit ?? DEFAULT_CHAT_WRITE_LIMIT);
  registerApiKeyLimit(app, overrides.apiKeyLimit ?? DEFAULT_API_KEY_LIMIT);
  await registerApiDocs(app, config.appUrl);

  const limits: IpRateLimits = { ...DEFAULT_IP_RATE_LIMITS, ...overrides.ipRateLimits };
  await app.register(healthRoutes, {
    ping: () => database.ping(),
    ready: createReadiness(database, redis),
  });
  await app.register(authRoutes, { prefix: '/auth', ctx, limits });
  await app.register(googleRoutes, { prefix: '/auth', ctx, limits });
  await app.register(meRoutes, { prefix: '/api', ctx });
  await app.register(accountSecurityRoutes, { ctx, limits });
  await app.register(integrationsRoutes, { prefix: '/api', ctx, limits });
  await app.register(accountActivityRoutes, { prefix: '/api', ctx });
  await app.register(accountDeletionRoutes, { prefix: '/api', ctx });
  await app.register(emailChangeRoutes, { ctx, limits });
  await app.register(publicInvitationRoutes, { prefix: '/auth', ctx, limits });
  await app.register(unsubscribeRoutes, { prefix: '/api', ctx, limits });
  for (const routes of [
    workspacesRoutes,
    membersRoutes,
    labelsRoutes,
    columnTypesRoutes,
    invitationsRoutes,
    workspaceJoinRoutes,
    foldersRoutes,
    boardsRoutes,
    boardMembersRoutes,
    boardLabelsRoutes,
    boardPreferencesRoutes,
    boardJoinLinksRoutes,
    boardReportsRoutes,
    columnsRoutes,
    tasksRoutes,
    taskActivityRoutes,
    commentsRoutes,
    checklistsRoutes,
    notificationsRoutes,
    timeRoutes,
    chatsRoutes,
    workspaceReportsRoutes,
    workspaceProjectsRoutes,
    searchRoutes,
    securitySettingsRoutes,
    dashboardRoutes,
    formsRoutes,
    publicFormsRoutes,
    apiKeysRoutes,
    billingRoutes,
    billingWebhookRoutes,
    jiraImportsRoutes,
    webhooksRoutes,
    webhookDeliveriesRoutes,
  ]) {
    await app.register(routes, { prefix: '/api', ctx });
  }
  const storage = createFileStorage(config);
  await app.register(attachmentsRoutes, { prefix: '/api', ctx, storage });
  const workspaceExports = createWorkspaceExports(secrets.jwtSecret, storage);
  await app.register(workspaceExportRoutes, { prefix: '/api', ctx, exports: workspaceExports });
  await app.register(logoRoutes, { ctx });
  await registerSpa(app, webRoot);

  // Background work, started on ready and stopped on close: the outbox's mail, timers left
  // running past the limit, due-date reminders (of tasks and checklist items), notification
  // digests and purging, imports, exports, attached files left by deleted tasks, boards and
  // workspaces, webhook deliveries (and their purge after 30 days), kept Idempotency-Key answers
  // past their day, and (hosted servers only) billed seats following the paid members.
  jobs.add(
    mailOutboxJob(database.db, transport, clock, log),
    timerAutoStopJob(ctx),
    dueDateRemindersJob(ctx),
    checklistRemindersJob(ctx),
    notificationUpkeepJob(ctx),
    jiraImportJob(ctx, overrides.importWorker === 'manual'),
    ...workspaceExportJobs(ctx, workspaceExports),
    storedFilesJob(ctx, storage),
    webhookDeliveryJob(ctx),
    webhookDeliveriesPurgeJob(ctx.db, clock),
    idempotencySweepJob(ctx.db, clock),
    ...(ctx.stripe ? [seatSyncJob(ctx)] : []),
  );
  app.addHook('onReady', () => jobs.start());

  app.addHook('onClose', async () => {
    await inFlight.drained(10_000);
    await jobs.stop();
    transport.close();
    storage.close();
    redis?.disconnect();
    if (!overrides.database) await database.close();
  });

  return app;
}
