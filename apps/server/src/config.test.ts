import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandFolder, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      trustProxy: false,
      timerAutoStopSeconds: 12 * 3600,
      timerSweepSeconds: 60,
      invitationsPerDay: { inviter: 100, workspace: 200, address: 3 },
      storage: { kind: 'local' },
      attachmentMaxBytes: 25 * 1024 * 1024,
      webhooks: { allowPrivate: false, timeoutMs: 10_000, retryBaseMs: 10_000, pollSeconds: 0.5 },
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_URL: 'https://board.example.com/',
      DATABASE_URL: 'postgres://u@db/teamboard',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Board <board@example.com>',
      TRUST_PROXY: '2',
      HOST: '127.0.0.1',
      TIMER_AUTO_STOP_HOURS: '8.5',
      TIMER_SWEEP_SECONDS: '30',
      INVITATIONS_PER_INVITER_PER_DAY: '10',
      INVITATIONS_PER_WORKSPACE_PER_DAY: '20',
      INVITATIONS_PER_ADDRESS_PER_DAY: '2',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_SECONDS: '2.5',
      WEBHOOK_RETRY_SECONDS: '0.05',
      WEBHOOK_POLL_SECONDS: '0.1',
    });
    expect(config).toMatchObject({
      port: 8080,
      appUrl: 'https://board.example.com',
      databaseUrl: 'postgres://u@db/teamboard',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      trustProxy: 2,
      host: '127.0.0.1',
      timerAutoStopSeconds: 8.5 * 3600,
      timerSweepSeconds: 30,
      invitationsPerDay: { inviter: 10, workspace: 20, address: 2 },
      webhooks: { allowPrivate: true, timeoutMs: 2500, retryBaseMs: 50, pollSeconds: 0.1 },
    });
  });

  it('names every bad value in one error', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: '10.0.0.0/33',
        JWT_SECRET: 'short',
        TIMER_AUTO_STOP_HOURS: '25',
        TIMER_SWEEP_SECONDS: '0.5',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT: must be a number');
    expect(problems).toContain('DATABASE_URL: must be a PostgreSQL URL');
    expect(problems).toContain('TRUST_PROXY: must be false, a number of proxies');
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters');
    expect(problems).toContain('TIMER_AUTO_STOP_HOURS: must be at most 24 (hours)');
    expect(problems).toContain('TIMER_SWEEP_SECONDS: must be a whole number of seconds');
    expect(() => loadConfig({ TIMER_AUTO_STOP_HOURS: '0' })).toThrow(/at least one minute/);
  });

  it('trusts a number of proxy hops or a list of proxy addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.2', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let any client choose its own address; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.example.com' })).toThrow(
      /TRUST_PROXY: must be false, a number of proxies/,
    );
  });

  it('enables Google sign-in only with both client id and secret', () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /set both to enable Google sign-in/,
    );
  });

  it('turns billing on only with every Stripe setting, and reads the trial length', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PRO_MONTHLY: 'price_pm',
      STRIPE_PRICE_PRO_YEARLY: 'price_py',
      STRIPE_PRICE_BUSINESS_MONTHLY: 'price_bm',
      STRIPE_PRICE_BUSINESS_YEARLY: 'price_by',
    };
    expect(loadConfig({}).billing).toBeUndefined();
    expect(loadConfig({ ...stripe, BILLING_TRIAL_DAYS: '30' }).billing).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: {
        pro: { month: 'price_pm', year: 'price_py' },
        business: { month: 'price_bm', year: 'price_by' },
      },
      apiUrl: undefined,
      trialDays: 30,
    });
    expect(loadConfig(stripe).billing?.trialDays).toBe(14);
    expect(
      loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).billing?.apiUrl?.port,
    ).toBe('12111');
    const { STRIPE_PRICE_BUSINESS_YEARLY: _left, ...missingOne } = stripe;
    expect(() => loadConfig(missingOne)).toThrow(/STRIPE_PRICE_BUSINESS_YEARLY: billing needs all/);
    expect(() => loadConfig({ ...stripe, BILLING_TRIAL_DAYS: '91' })).toThrow(
      /BILLING_TRIAL_DAYS: must be between 0 \(no trial\) and 90/,
    );
  });

  it('keeps attached files in an S3 bucket when asked, with both keys or neither', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' };
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toEqual({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: undefined,
      forcePathStyle: true,
    });
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...s3, ...keys }).storage).toMatchObject({
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE: must be local or s3/);
    expect(() => loadConfig({ ATTACHMENT_MAX_BYTES: '0' })).toThrow(/ATTACHMENT_MAX_BYTES/);
  });

  it('protects /metrics with a token and moves it to its own port when asked', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(
      loadConfig({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' }).metrics,
    ).toEqual({ token: 'a-long-enough-token', port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(
      /METRICS_PORT: must be between 1 and 65535/,
    );
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });
});

describe('commandFolder', () => {
  it('is the folder npm was called from (INIT_CWD), else the current one', () => {
    expect(commandFolder({ INIT_CWD: '/home/ada/backups' })).toBe('/home/ada/backups');
    expect(commandFolder({})).toBe('.');
  });
});
