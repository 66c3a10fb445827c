import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { buildApp, type App, type AppOverrides } from '../app';
import { loadConfig } from '../config';
import type { IpRateLimits, RateLimit } from '../http/rate-limits';
import type { DatabaseHandle } from '../db/client';
import { emailOutbox, type OutboxEmail } from '../db/schema/index';
import { createTestDatabase } from './test-database';
import { TestClock } from './test-clock';

const GENEROUS: RateLimit = { max: 100_000, timeWindow: '1 minute' };
const GENEROUS_LIMITS: IpRateLimits = {
  login: GENEROUS,
  register: GENEROUS,
  emailRequest: GENEROUS,
  linkToken: GENEROUS,
  refresh: GENEROUS,
};

/** The address the test app believes it is served at (emailed links, Google's redirect). */
export const TEST_APP_URL = 'http://teamboard.test';

export interface TestApp {
  app: App;
  clock: TestClock;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A real app on a real (fresh) database, with cheap password hashing and a movable clock. */
export async function createTestApp(
  overrides: AppOverrides = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase());
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tb-test-')),
    APP_URL: TEST_APP_URL,
    // Fixtures invite the same people into many workspaces; a test about a quota sets its own.
    INVITATIONS_PER_INVITER_PER_DAY: '100000',
    INVITATIONS_PER_WORKSPACE_PER_DAY: '100000',
    INVITATIONS_PER_ADDRESS_PER_DAY: '100000',
    FORM_SUBMISSIONS_PER_ADDRESS: '100000',
    ...env,
  });
  const app = await buildApp(config, {
    clock,
    passwordCost: { memoryCost: 1024, timeCost: 1 },
    ...overrides,
    database,
    // Tests create many accounts from one address; a test about a limit sets its own.
    ipRateLimits: { ...GENEROUS_LIMITS, ...overrides.ipRateLimits },
    boardWriteLimit: overrides.boardWriteLimit ?? GENEROUS,
    writeLimit: overrides.writeLimit ?? GENEROUS,
    chatWriteLimit: overrides.chatWriteLimit ?? GENEROUS,
  });
  return {
    app,
    clock,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Every email queued for an address, newest first, read from the persisted outbox. */
export async function emailsTo(app: App, address: string): Promise<OutboxEmail[]> {
  return app.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The token at the end of the link in the newest email to `address` whose link contains `pathPart`. */
export async function linkTokenFromEmail(
  app: App,
  address: string,
  pathPart: string,
): Promise<string> {
  const emails = await emailsTo(app, address);
  for (const email of emails) {
    const match = new RegExp(`${pathPart}/([A-Za-z0-9_-]+)`).exec(email.textBody);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no email to ${address} with a ${pathPart} link`);
}
