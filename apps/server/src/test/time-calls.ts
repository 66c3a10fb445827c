import { randomUUID } from 'node:crypto';
import type { Task } from '@teamboard/shared';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { bearer } from './factories';
import type { TestApp } from './test-app';
import { MINUTE } from './test-clock';
import type { Account, Cast } from './workspace-fixture';

/** Everyone of a cast, for `advance`. */
export const everyoneIn = (cast: Cast): Account[] => [
  cast.owner,
  cast.admin,
  cast.manager,
  cast.member,
  cast.guest,
  cast.client,
  cast.outsider,
];

/** The time tracking calls for API tests: answers as they come (tests assert the status). */
export function timeCalls(t: TestApp) {
  const send = (
    account: Account | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: account ? bearer(account) : {},
      ...(payload ? { payload } : {}),
    });

  async function task(account: Account, taskId: string): Promise<Task> {
    const response = await send(account, 'GET', `/api/tasks/${taskId}`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<{ task: Task }>().task;
  }

  /**
   * Moves the app's clock, and gives these accounts fresh access tokens (theirs expire after
   * 15 minutes of clock time), as a browser would by refreshing.
   */
  async function advance(ms: number, accounts: Account[]): Promise<void> {
    t.clock.advance(ms);
    const rows = await t.app.ctx.db
      .select({ id: users.id, version: users.sessionVersion })
      .from(users)
      .where(
        inArray(
          users.id,
          accounts.map((account) => account.user._id),
        ),
      );
    for (const account of accounts) {
      const version = rows.find((row) => row.id === account.user._id)?.version ?? 0;
      account.access_token = await t.app.ctx.accessTokens.issue(
        account.user._id,
        version,
        randomUUID(),
      );
    }
  }

  return {
    send,
    task,
    advance,
    start: (account: Account | null, taskId: string) =>
      send(account, 'POST', `/api/tasks/${taskId}/timer/start`),
    stop: (account: Account | null, taskId: string, payload?: object) =>
      send(account, 'POST', `/api/tasks/${taskId}/timer/stop`, payload),
    cancel: (account: Account | null, taskId: string) =>
      send(account, 'POST', `/api/tasks/${taskId}/timer/cancel`),
    active: (account: Account | null) => send(account, 'GET', '/api/tasks/timers/active'),
    addTime: (account: Account | null, taskId: string, payload: object) =>
      send(account, 'POST', `/api/tasks/${taskId}/time`, payload),
    updateTime: (account: Account | null, taskId: string, entryId: string, payload: object) =>
      send(account, 'PUT', `/api/tasks/${taskId}/time/${entryId}`, payload),
    deleteTime: (account: Account | null, taskId: string, entryId: string) =>
      send(account, 'DELETE', `/api/tasks/${taskId}/time/${entryId}`),
    /** An ISO date-time `minutes` before the app's clock. */
    minutesAgo: (minutes: number) =>
      new Date(t.clock.now().getTime() - minutes * MINUTE).toISOString(),
  };
}
