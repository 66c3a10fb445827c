import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { realtimeScene, type RealtimeScene } from '../../test/realtime-fixture';
import { freePort } from '../../test/server-process';
import type { NewMessageEvent } from '@teamboard/shared';
import { chatCalls } from '../../test/chat-calls';
import { recordEvents, waitFor } from '../../test/socket-client';
import { enqueueEmail } from '../../mail/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { boardCalls } from '../../test/board-fixture';
import { checklistCalls } from '../../test/checklist-calls';
import { importCalls } from '../../test/import-calls';
import { jiraCsv } from '../../test/jira-export';
import { HOUR } from '../../test/test-clock';
import { createCast, createWorkspaceWithCast } from '../../test/workspace-fixture';
import { sendChecklistItemReminders } from '../checklists/checklist-reminders.service';
import { claimImport } from '../jira-import/import-run.service';
import { sendDueDateReminders } from '../tasks/due-date-reminders.service';

const TOKEN = 'a-metrics-token-long-enough';

/** The value of one sample line (`name{labels} value`) in a scrape, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let scene: RealtimeScene;
  beforeAll(async () => {
    scene = await realtimeScene();
  });
  afterAll(async () => {
    await scene.close();
  });

  const scrape = async () => {
    const response = await scene.t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('counts and times requests by route template and status, without a session', async () => {
    const board = await scene.calls.newBoard();
    const member = bearer(scene.cast.member);
    for (let i = 0; i < 3; i += 1) {
      await scene.t.app.inject({ method: 'GET', url: `/api/boards/${board.id}`, headers: member });
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    await scene.t.app.inject({ method: 'GET', url: `/api/boards/${missing}`, headers: member });
    await scene.t.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const text = await scrape();
    const labels = 'method="GET",route="/api/boards/:id"';
    expect(sample(text, `teamboard_http_requests_total{${labels},status="200"}`)).toBe(3);
    expect(sample(text, `teamboard_http_requests_total{${labels},status="404"}`)).toBe(1);
    expect(
      sample(text, `teamboard_http_request_duration_seconds_count{${labels},status="200"}`),
    ).toBe(3);
    expect(
      sample(
        text,
        `teamboard_http_request_duration_seconds_bucket{le="+Inf",${labels},status="200"}`,
      ),
    ).toBe(3);
    expect(
      sample(text, 'teamboard_http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBe(1);
    // Never a raw address as a label.
    expect(text).not.toContain(board.id);
  });

  it("holds the process's default metrics under the teamboard_ prefix", async () => {
    const text = await scrape();
    for (const name of [
      'teamboard_nodejs_eventloop_lag_seconds',
      'teamboard_process_resident_memory_bytes',
      'teamboard_process_cpu_seconds_total',
      'teamboard_nodejs_heap_size_used_bytes',
      'teamboard_nodejs_active_handles_total',
    ]) {
      expect(text).toContain(`\n${name} `);
    }
  });

  it('counts the background jobs run at start-up', async () => {
    const text = await scrape();
    for (const job of [
      'due-date reminders',
      'checklist item reminders',
      'notification upkeep',
      'timer auto-stop',
    ]) {
      expect(sample(text, `teamboard_job_runs_total{job="${job}"}`)).toBeGreaterThanOrEqual(1);
      expect(sample(text, `teamboard_job_failures_total{job="${job}"}`)).toBeUndefined();
      expect(
        sample(text, `teamboard_job_last_success_timestamp_seconds{job="${job}"}`),
      ).toBeCloseTo(Date.now() / 1000, -2);
    }
    await scene.t.app.ctx.mail.drain();
    expect(sample(await scrape(), 'teamboard_job_runs_total{job="mail outbox"}')).toBeGreaterThan(
      0,
    );
  });

  it('shows connected sockets, their rooms, and board updates published and delivered', async () => {
    const before = await scrape();
    expect(sample(before, 'teamboard_realtime_sockets')).toBe(0);
    const board = await scene.calls.newBoard('Watched');
    const updates = await scene.onBoard(scene.cast.member, board);
    await scene.onBoard(scene.cast.admin, board);
    await scene.calls.newTask(board, { title: 'Counted' });
    await waitFor(updates, (update) => update.type === 'TASK_CREATED');

    const text = await scrape();
    expect(sample(text, 'teamboard_realtime_sockets')).toBe(2);
    expect(sample(text, 'teamboard_realtime_rooms{kind="board"}')).toBe(1);
    expect(sample(text, 'teamboard_realtime_rooms{kind="user"}')).toBe(2);
    const published = 'teamboard_realtime_events_published_total{kind="board"}';
    expect(sample(text, published)).toBeGreaterThan(sample(before, published) ?? 0);
    const delivered = 'teamboard_realtime_events_delivered_total{kind="board"}';
    expect(sample(text, delivered)).toBeGreaterThanOrEqual((sample(before, delivered) ?? 0) + 2);
  });

  it('counts chat messages delivered to sockets', async () => {
    const delivered = 'teamboard_realtime_events_delivered_total{kind="chat"}';
    const before = sample(await scrape(), delivered) ?? 0;
    const chats = chatCalls(() => ({ t: scene.t, workspaceId: scene.workspace.id }));
    const socket = await scene.socketOf(scene.cast.manager);
    const received = recordEvents<NewMessageEvent>(socket, 'new-message');
    const chat = await chats.chatBetween(scene.cast.member, scene.cast.manager);
    await chats.send(scene.cast.member, chat, 'Counted');
    await waitFor(received, (event) => event.chatId === chat._id);
    expect(sample(await scrape(), delivered)).toBeGreaterThanOrEqual(before + 1);
  });

  it('times database statements, and reads the pool on PostgreSQL', async () => {
    const before = sample(await scrape(), 'teamboard_db_statement_duration_seconds_count') ?? 0;
    await scene.t.app.inject({
      method: 'GET',
      url: '/api/boards',
      query: { workspaceId: scene.workspace.id },
      headers: bearer(scene.cast.member),
    });
    const text = await scrape();
    expect(sample(text, 'teamboard_db_statement_duration_seconds_count')).toBeGreaterThan(before);
    const idle = sample(text, 'teamboard_db_pool_connections{state="idle"}');
    if (scene.t.database.kind === 'pglite') expect(idle).toBeUndefined();
    else expect(idle).toBeGreaterThan(0);
  });

  it("times a transaction's statements too", async () => {
    const count = async () =>
      sample(await scrape(), 'teamboard_db_statement_duration_seconds_count') ?? 0;
    const before = await count();
    await scene.t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i += 1) await tx.execute(sql`select ${i}`);
    });
    expect(await count()).toBeGreaterThanOrEqual(before + 20);
  });

  it('is left out of the API docs', async () => {
    const docs = await scene.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain('/metrics');
  });
});

describe("the background jobs' lag", () => {
  const lagOf = async (t: TestApp, job: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    return sample(response.body, `teamboard_job_lag_seconds{job="${job}"}`);
  };

  it("is how long the mail outbox's longest-waiting due email has waited", async () => {
    const t = await createTestApp();
    try {
      expect(await lagOf(t, 'mail outbox')).toBe(0);
      // Delivery stalled: the worker is stopped, so nothing it does races the scrapes.
      await t.app.ctx.mail.stop();
      await enqueueEmail(t.app.ctx.db, {
        to: 'late@example.com',
        subject: 's',
        text: 't',
        html: 'h',
      });
      t.clock.advance(90_000);
      expect(await lagOf(t, 'mail outbox')).toBeGreaterThanOrEqual(90);
      expect(await lagOf(t, 'mail outbox')).toBeLessThan(120);
    } finally {
      await t.close();
    }
  });

  it('is how long the longest-due unsent reminder has waited, and a started import', async () => {
    // Reminders and imports run only when the test says.
    const t = await createTestApp(
      { importWorker: 'manual' },
      { NOTIFICATION_SWEEP_SECONDS: '3600' },
    );
    try {
      const cast = await createCast(t.app);
      const workspace = await createWorkspaceWithCast(t.app, cast);
      const calls = boardCalls(t, workspace.id, cast.member);
      const board = await calls.newBoard('Lagging');
      expect(await lagOf(t, 'due-date reminders')).toBe(0);
      expect(await lagOf(t, 'jira import')).toBe(0);

      // Due in 2 hours: its "due soon" reminder has been due for 22 hours.
      const task = await calls.newTask(board, {
        title: 'Late reminder',
        dueDate: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
        assignees: [cast.manager.user._id],
      });
      // (The test clock moves on with real time between the task's creation and the scrape.)
      expect(await lagOf(t, 'due-date reminders')).toBeGreaterThanOrEqual(22 * 3600);
      expect(await lagOf(t, 'due-date reminders')).toBeLessThan(22 * 3600 + 60);
      expect(await sendDueDateReminders(t.app.ctx)).toBe(1);
      expect(await lagOf(t, 'due-date reminders')).toBe(0);

      // So has the reminder of a checklist item due in 2 hours.
      const items = checklistCalls(calls, cast.member);
      expect(await lagOf(t, 'checklist item reminders')).toBe(0);
      await items.addItem((await items.addChecklist(task._id, 'Steps'))._id, {
        title: 'Late step',
        assigneeId: cast.manager.user._id,
        dueDate: new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
      });
      expect(await lagOf(t, 'checklist item reminders')).toBeGreaterThanOrEqual(22 * 3600);
      expect(await lagOf(t, 'checklist item reminders')).toBeLessThan(22 * 3600 + 60);
      expect(await sendChecklistItemReminders(t.app.ctx)).toBe(1);
      expect(await lagOf(t, 'checklist item reminders')).toBe(0);

      const imports = importCalls(t, cast.member);
      const csv = jiraCsv([{ Summary: 'One', 'Issue key': 'PROJ-1', Status: 'To Do' }]);
      await imports.started(await imports.uploaded(board.id, csv));
      t.clock.advance(45_000);
      expect(await lagOf(t, 'jira import')).toBeGreaterThanOrEqual(45);
      expect(await claimImport(t.app.ctx)).toBeDefined();
      expect(await lagOf(t, 'jira import')).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('asks for the token as a bearer token', async () => {
    const t = await createTestApp({}, { METRICS_TOKEN: TOKEN });
    try {
      const without = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('teamboard_http_requests_total');
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_PORT', () => {
  it('answers on its own port only, with the token, and stops with the app', async () => {
    const port = await freePort();
    const t = await createTestApp({}, { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    const url = `http://127.0.0.1:${port}/metrics`;
    try {
      const onPublicPort = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onPublicPort.statusCode).toBe(404);
      expect(onPublicPort.json()).toMatchObject({ code: 'NOT_FOUND' });

      const without = await fetch(url);
      expect(without.status).toBe(401);
      expect(await without.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const right = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(right.status).toBe(200);
      const text = await right.text();
      expect(
        sample(text, 'teamboard_http_requests_total{method="GET",route="/metrics",status="404"}'),
      ).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(url)).rejects.toThrow();
  });
});
