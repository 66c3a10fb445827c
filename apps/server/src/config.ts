import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_ATTACHMENT_MAX_BYTES } from '@teamboard/shared';
import { TRIAL_DAYS, type BillingInterval, type PaidPlan } from '@teamboard/shared/billing';
import { z } from 'zod';

/**
 * The only module that reads process.env. Every setting is validated once, at start-up. (The
 * backup commands hand the environment on, unread, to pg_dump and pg_restore: backup/pg-tools.ts.)
 */

/** Names proxy-addr (Fastify's trustProxy) understands for whole address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For: a hop count or a list of proxy addresses. `true`
 * (trust every hop) is refused: any client could then pick its own address per request.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: ['true', 'yes', 'on'].includes(value)
        ? 'true would let any client choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)'
        : 'must be false, a number of proxies (e.g. 1) or comma-separated proxy addresses (e.g. 10.0.0.0/8, 192.168.1.2)',
    });
    return z.NEVER;
  });

const optionalUrl = (protocols: string[], label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || protocols.some((protocol) => value.startsWith(protocol)),
      { message: `must be a ${label} URL starting with ${protocols.join(' or ')}` },
    );

const positiveCount = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  APP_URL: z
    .url({ error: 'must be an absolute URL such as https://teamboard.example.com' })
    .optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'PostgreSQL'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'Redis'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'SMTP'),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address such as "Teamboard <no-reply@example.com>"')
    .default('Teamboard <no-reply@localhost>'),
  TRUST_PROXY: trustProxySetting.default(false),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_ISSUER: z
    .url({ error: 'must be the issuer URL, such as https://accounts.google.com' })
    .default('https://accounts.google.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TIMER_AUTO_STOP_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(1 / 60, 'must be at least one minute (0.0167 hours)')
    .max(24, 'must be at most 24 (hours)')
    .default(12),
  TIMER_SWEEP_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be between 1 and 3600')
    .max(3600, 'must be between 1 and 3600')
    .default(60),
  NOTIFICATION_SWEEP_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be between 1 and 3600')
    .max(3600, 'must be between 1 and 3600')
    .default(60),
  INVITATIONS_PER_INVITER_PER_DAY: positiveCount(100),
  INVITATIONS_PER_WORKSPACE_PER_DAY: positiveCount(200),
  INVITATIONS_PER_ADDRESS_PER_DAY: positiveCount(3),
  FORM_SUBMISSIONS_PER_ADDRESS: positiveCount(10),
  FORM_SUBMISSIONS_PER_FORM_PER_DAY: positiveCount(1000),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().trim().min(1).optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().trim().min(1).optional(),
  STRIPE_PRICE_BUSINESS_MONTHLY: z.string().trim().min(1).optional(),
  STRIPE_PRICE_BUSINESS_YEARLY: z.string().trim().min(1).optional(),
  BILLING_TRIAL_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be between 0 (no trial) and 90')
    .max(90, 'must be between 0 (no trial) and 90')
    .default(TRIAL_DAYS),
  /** Another Stripe API address (stripe-mock, or the tests' stand-in); Stripe's own by default. */
  STRIPE_API_URL: optionalUrl(['http://', 'https://'], 'HTTP'),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: optionalUrl(['http://', 'https://'], 'HTTP'),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  ATTACHMENT_MAX_BYTES: positiveCount(DEFAULT_ATTACHMENT_MAX_BYTES),
  /** Lets webhooks reach loopback and private addresses (a self-hosted network, the tests). */
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0.1, 'must be between 0.1 and 60')
    .max(60, 'must be between 0.1 and 60')
    .default(10),
  /** The first retry's wait; each next one doubles it (up to an hour), for 24 hours. */
  WEBHOOK_RETRY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0.01, 'must be between 0.01 and 3600')
    .max(3600, 'must be between 0.01 and 3600')
    .default(10),
  WEBHOOK_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0.01, 'must be between 0.01 and 60')
    .max(60, 'must be between 0.01 and 60')
    .default(0.5),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional(),
});

/** Every setting hosted billing needs: all of them, or none (self-hosted). */
const BILLING_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_PRO_YEARLY',
  'STRIPE_PRICE_BUSINESS_MONTHLY',
  'STRIPE_PRICE_BUSINESS_YEARLY',
] as const;

type EnvValues = z.output<typeof envSchema>;

/** Hosted billing through Stripe. */
export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids, per plan and interval. */
  prices: Record<PaidPlan, Record<BillingInterval, string>>;
  /** Set only to talk to something other than api.stripe.com. */
  apiUrl: URL | undefined;
  /** Days a new workspace is on Pro without a card (0: it starts on Free). */
  trialDays: number;
}

function billingConfigOf(values: EnvValues): BillingConfig | undefined {
  const missing = BILLING_SETTINGS.filter((name) => !values[name]);
  if (missing.length === BILLING_SETTINGS.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError([
      `${missing.join(', ')}: billing needs all of ${BILLING_SETTINGS.join(', ')} (or none of them, for a self-hosted server without billing)`,
    ]);
  }
  return {
    secretKey: values.STRIPE_SECRET_KEY ?? '',
    webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
    prices: {
      pro: {
        month: values.STRIPE_PRICE_PRO_MONTHLY ?? '',
        year: values.STRIPE_PRICE_PRO_YEARLY ?? '',
      },
      business: {
        month: values.STRIPE_PRICE_BUSINESS_MONTHLY ?? '',
        year: values.STRIPE_PRICE_BUSINESS_YEARLY ?? '',
      },
    },
    apiUrl: values.STRIPE_API_URL ? new URL(values.STRIPE_API_URL) : undefined,
    trialDays: values.BILLING_TRIAL_DAYS,
  };
}

/** Attached files on S3-compatible object storage (STORAGE=s3). */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2…); AWS's own by default. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (https://host/bucket/key), as most S3-compatible services want. */
  forcePathStyle: boolean;
}

/** Where attached files are kept: under DATA_DIR (one process), or in an S3 bucket (several). */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

function storageConfigOf(values: EnvValues): StorageConfig {
  if (values.STORAGE === 'local') return { kind: 'local' };
  if (!values.S3_BUCKET) throw new ConfigError(['S3_BUCKET: STORAGE=s3 needs the bucket name']);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials',
    ]);
  }
  return {
    kind: 's3',
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

/** false: use the socket address; a number: trust that many proxy hops; a list: trust those proxies. */
export type TrustProxy = false | number | string[];

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: TrustProxy;
  jwtSecret: string | undefined;
  /** Google sign-in, present only when both the client id and secret are configured. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  logLevel: string;
  /** A running timer is stopped (and this much recorded) once it has run this long. */
  timerAutoStopSeconds: number;
  /** How often the server looks for timers past that limit. */
  timerSweepSeconds: number;
  /** How often the server sends due-date reminders and digests and purges old notifications. */
  notificationSweepSeconds: number;
  /** Invitation emails allowed per day: by one inviter, from one workspace, to one address. */
  invitationsPerDay: { inviter: number; workspace: number; address: number };
  /** Public form submissions allowed: from one address in 10 minutes, to one form in a day. */
  formSubmissions: { perAddress: number; perFormPerDay: number };
  /** Hosted billing; undefined on a self-hosted server (every workspace unlimited). */
  billing: BillingConfig | undefined;
  /**
   * GET /metrics: a bearer token it requires (when set), and a port of its own (when set, it is
   * not served on the public port).
   */
  metrics: { token: string | undefined; port: number | undefined };
  storage: StorageConfig;
  /** Bytes one attached file may have. */
  attachmentMaxBytes: number;
  webhooks: WebhookConfig;
}

/** How webhooks are delivered (modules/webhooks). */
export interface WebhookConfig {
  /** Whether targets on loopback, private and link-local addresses are allowed. */
  allowPrivate: boolean;
  /** How long a receiver has to answer. */
  timeoutMs: number;
  /** The first retry's wait, doubled on each next one. */
  retryBaseMs: number;
  /** How often each server process looks for due deliveries. */
  pollSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment (process.env by default) and returns a validated Config or throws ConfigError naming every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither',
    ]);
  }
  if (values.METRICS_PORT === values.PORT) {
    throw new ConfigError(['METRICS_PORT: must differ from PORT (the public port)']);
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    trustProxy: values.TRUST_PROXY,
    jwtSecret: values.JWT_SECRET,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            issuer: values.GOOGLE_ISSUER,
          }
        : undefined,
    logLevel: values.LOG_LEVEL,
    timerAutoStopSeconds: Math.round(values.TIMER_AUTO_STOP_HOURS * 3600),
    timerSweepSeconds: values.TIMER_SWEEP_SECONDS,
    notificationSweepSeconds: values.NOTIFICATION_SWEEP_SECONDS,
    invitationsPerDay: {
      inviter: values.INVITATIONS_PER_INVITER_PER_DAY,
      workspace: values.INVITATIONS_PER_WORKSPACE_PER_DAY,
      address: values.INVITATIONS_PER_ADDRESS_PER_DAY,
    },
    formSubmissions: {
      perAddress: values.FORM_SUBMISSIONS_PER_ADDRESS,
      perFormPerDay: values.FORM_SUBMISSIONS_PER_FORM_PER_DAY,
    },
    billing: billingConfigOf(values),
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT },
    storage: storageConfigOf(values),
    attachmentMaxBytes: values.ATTACHMENT_MAX_BYTES,
    webhooks: {
      allowPrivate: values.WEBHOOK_ALLOW_PRIVATE,
      timeoutMs: Math.round(values.WEBHOOK_TIMEOUT_SECONDS * 1000),
      retryBaseMs: Math.round(values.WEBHOOK_RETRY_SECONDS * 1000),
      pollSeconds: values.WEBHOOK_POLL_SECONDS,
    },
  };
}

/**
 * The folder a command (`npm run backup -- <file>`) was started from, which a relative file name
 * is relative to: npm runs scripts in the repository's folder and names the caller's in INIT_CWD.
 */
export function commandFolder(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD ?? '.';
}
