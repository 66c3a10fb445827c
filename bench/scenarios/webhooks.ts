import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Session } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { rawRows } from '../../apps/server/src/db/raw-rows';
import { createPasswordHasher } from '../../apps/server/src/modules/auth/passwords';
import { startBuiltServer } from '../../apps/server/src/test/server-process';
import { freshDatabase } from '../browser-phase';
import { loadMoves } from '../move-load';
import { startReceiver, type Received, type WebhookReceiver } from '../webhook-receivers';
import { seedBigBoard } from './big-board-seed';
import type { SeededBoard } from './board';

export const WEBHOOKS = 3;
export const MOVES_PER_SECOND = 100;
export const MOVE_SECONDS = 25;
const WARM_UP_SECONDS = 3;
const TASKS = 2000;
const CONNECTIONS = 10;
/** People the moves rotate between, so none meets the board write limit (600 a minute). */
const MOVERS = 8;
const MOVER_PASSWORD = 'webhook bench mover password';
/** The queue counts as drained once nothing arrived for this long. */
const QUIET_MS = 10_000;

/** One webhook's deliveries against its outbox, after the run. */
export interface WebhookOutcome {
  /** Events in its outbox (every delivery row, redeliveries included). */
  queued: number;
  /** Distinct events received. */
  received: number;
  /** Deliveries of an event received before. */
  duplicates: number;
  /** Outbox events never received. */
  missing: number;
  /**
   * First arrivals behind an event queued after them: two moves that queued in one order and
   * committed in the other may swap (docs/decisions.md, webhooks).
   */
  late: number;
  /** First arrivals behind a later event of the same task: a fault (its moves commit in turn). */
  lateForTask: number;
}

/** What one database's run measured (the timed part: after the warm-up). */
export interface WebhooksRun {
  where: string;
  movesPerSecond: number;
  failedMoves: number;
  deliveriesPerSecond: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  /** From the last move's answer to the last delivery, in milliseconds. */
  drainMs: number;
  webhooks: WebhookOutcome[];
}

/**
 * The webhook outbox under load, through the built server (WEBHOOK_ALLOW_PRIVATE=true): 3
 * webhooks of `task.moved` added through the API, each pointing at a receiver of its own in this
 * process; random moves at 100 a second for 3 untimed seconds and then 25 timed ones; then until
 * the queue drains. Afterwards the outbox is read to check every event arrived, in order.
 */
export async function measureWebhooks(adminUrl: string | undefined): Promise<WebhooksRun> {
  const where = adminUrl ? 'PostgreSQL' : 'embedded PGlite';
  const databaseUrl = adminUrl
    ? await freshDatabase(adminUrl, 'teamboard_bench_webhooks')
    : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-bench-webhooks-'));
  const handle = await openDatabase({ databaseUrl, dataDir });
  const seeded = await seedMovers(handle.db);
  await handle.close();
  const receivers = await Promise.all(Array.from({ length: WEBHOOKS }, startReceiver));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const tokens = await Promise.all(seeded.logins.map((login) => signInAs(server.url, login)));
    const webhookIds = await addWebhooks(server.url, tokens[0] ?? '', seeded, receivers);
    const moves = (seconds: number) =>
      loadMoves(server.url, tokens, seeded.board, CONNECTIONS, seconds, MOVES_PER_SECOND);
    await moves(WARM_UP_SECONDS);
    await drained(receivers);
    const timedFrom = Date.now();
    const result = await moves(MOVE_SECONDS);
    const movesEnded = Date.now();
    await drained(receivers);
    await server.stop();
    const outbox = await readOutbox(databaseUrl, dataDir);
    return {
      where,
      movesPerSecond: Math.round(result.requests.average),
      failedMoves: result.non2xx + result.errors,
      ...timedFigures(receivers, timedFrom, movesEnded),
      webhooks: webhookIds.map((id, index) =>
        outcome(outbox.get(id) ?? [], receivers[index]?.received ?? []),
      ),
    };
  } finally {
    await server.stop();
    await Promise.all(receivers.map((receiver) => receiver.close()));
  }
}

interface SeededMovers {
  board: SeededBoard;
  workspaceUrl: string;
  logins: { email: string; password: string }[];
}

/** A board of 2,000 tasks, and its workspace's owner and 8 members who may move them. */
async function seedMovers(db: Database): Promise<SeededMovers> {
  const big = await seedBigBoard(db, 'hooks', TASKS, { cardFields: false });
  const passwordHash = await createPasswordHasher().hash(MOVER_PASSWORD);
  await db.execute(
    sql`with movers as (
          insert into users (name, username, email, password_hash, email_verified_at, team_size, last_active_workspace_url)
          select 'Mover ' || n, 'mover' || n, 'mover' || n || '@example.com', ${passwordHash}, now(), '2-5', 'hooks'
          from generate_series(1, ${MOVERS}) n
          returning id)
        insert into workspace_members (workspace_id, user_id, role)
        select w.id, movers.id, 'member' from movers, workspaces w where w.url = 'hooks'`,
  );
  const [workspace] = await rawRows<{ id: string }>(
    db,
    sql`select id from workspaces where url = 'hooks'`,
  );
  const tasks = await rawRows<{ id: string }>(
    db,
    sql`select id from tasks where board_id = ${big.boardId} order by number`,
  );
  const movers = Array.from({ length: MOVERS }, (_unused, index) => ({
    email: `mover${index + 1}@example.com`,
    password: MOVER_PASSWORD,
  }));
  return {
    board: {
      workspaceId: workspace?.id ?? '',
      boardId: big.boardId,
      columnIds: big.columnIds,
      taskIds: tasks.map((task) => task.id),
    },
    workspaceUrl: big.workspaceUrl,
    logins: [{ email: big.email, password: big.password }, ...movers],
  };
}

async function signInAs(url: string, login: { email: string; password: string }) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`sign-in as ${login.email} answered ${response.status}`);
  return ((await response.json()) as Session).access_token;
}

/** The webhooks, added by the workspace's owner through the API; their ids, in receiver order. */
async function addWebhooks(
  url: string,
  token: string,
  seeded: SeededMovers,
  receivers: WebhookReceiver[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const receiver of receivers) {
    const response = await fetch(`${url}/api/workspaces/${seeded.workspaceUrl}/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, events: ['task.moved'] }),
    });
    if (response.status !== 201) {
      throw new Error(`adding a webhook answered ${response.status}: ${await response.text()}`);
    }
    ids.push(((await response.json()) as { webhook: { _id: string } }).webhook._id);
  }
  return ids;
}

/** Waits until no receiver has heard anything for QUIET_MS. */
async function drained(receivers: WebhookReceiver[]): Promise<void> {
  const total = () => receivers.reduce((sum, receiver) => sum + receiver.received.length, 0);
  let seen = total();
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (total() === seen) continue;
    seen = total();
    quietSince = Date.now();
  }
}

/** Throughput and lag of the events queued from `timedFrom` on (first arrivals only). */
function timedFigures(receivers: WebhookReceiver[], timedFrom: number, movesEnded: number) {
  const timed = receivers.flatMap((receiver) =>
    firstArrivals(receiver.received).filter((each) => each.createdAt >= timedFrom),
  );
  const arrivals = timed.map((each) => each.receivedAt);
  const first = Math.min(...arrivals);
  const last = Math.max(...arrivals);
  const lags = timed.map((each) => each.receivedAt - each.createdAt).sort((a, b) => a - b);
  const at = (quantile: number) =>
    lags[Math.min(lags.length - 1, Math.floor(quantile * lags.length))] ?? 0;
  return {
    deliveriesPerSecond: Math.round(timed.length / ((last - first) / 1000)),
    lagP50Ms: at(0.5),
    lagP99Ms: at(0.99),
    lagMaxMs: lags.at(-1) ?? 0,
    drainMs: Math.max(0, last - movesEnded),
  };
}

function firstArrivals(received: Received[]): Received[] {
  const seen = new Set<string>();
  return received.filter((each) => {
    if (seen.has(each.eventId)) return false;
    seen.add(each.eventId);
    return true;
  });
}

/** Every webhook's outbox events, in the order they are to be sent (`seq`). */
async function readOutbox(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<Map<string, string[]>> {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await rawRows<{ webhook_id: string; event_id: string }>(
      handle.db,
      sql`select webhook_id, event_id from webhook_deliveries order by seq`,
    );
    const outbox = new Map<string, string[]>();
    for (const row of rows) {
      const queue = outbox.get(row.webhook_id) ?? [];
      queue.push(row.event_id);
      outbox.set(row.webhook_id, queue);
    }
    return outbox;
  } finally {
    await handle.close();
  }
}

function outcome(queued: string[], received: Received[]): WebhookOutcome {
  const first = firstArrivals(received);
  const heard = new Set(first.map((each) => each.eventId));
  const place = new Map(queued.map((eventId, index) => [eventId, index]));
  let latest = -1;
  const latestOfTask = new Map<string, number>();
  let late = 0;
  let lateForTask = 0;
  for (const { eventId, taskId } of first) {
    const index = place.get(eventId) ?? -1;
    if (index < latest) late += 1;
    if (index < (latestOfTask.get(taskId) ?? -1)) lateForTask += 1;
    latest = Math.max(latest, index);
    latestOfTask.set(taskId, Math.max(latestOfTask.get(taskId) ?? -1, index));
  }
  return {
    queued: queued.length,
    received: first.length,
    duplicates: received.length - first.length,
    missing: queued.filter((eventId) => !heard.has(eventId)).length,
    late,
    lateForTask,
  };
}
