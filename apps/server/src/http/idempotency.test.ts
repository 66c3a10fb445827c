import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../test/api-key-calls';
import { boardCalls, type TestBoard } from '../test/board-fixture';
import { chatCalls } from '../test/chat-calls';
import { bearer, signIn } from '../test/factories';
import { formCalls, SUMMARY_FIELD } from '../test/form-calls';
import type { TestApp } from '../test/test-app';
import { DAY, HOUR } from '../test/test-clock';
import { castWorkspace, type Account, type Cast } from '../test/workspace-fixture';
import { idempotencySweepJob } from './idempotency-sweep.job';

let t: TestApp;
let cast: Cast;
let workspaceId: string;
let calls: ReturnType<typeof boardCalls>;
let board: TestBoard;
beforeAll(async () => {
  ({
    t,
    cast,
    workspace: { id: workspaceId },
  } = await castWorkspace());
  calls = boardCalls(t, workspaceId, cast.member);
  board = await calls.newBoard('Retries');
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
/** A key no other case sends. */
const freshKey = () => `retry-${(keys += 1)}`;

function post(account: Account, url: string, payload: object, key: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(account), 'idempotency-key': key },
    payload,
  });
}

const createTask = (key: string, title: string, account: Account = cast.member) =>
  post(
    account,
    '/api/tasks',
    { boardId: board.id, columnId: board.columns[0], fields: { title } },
    key,
  );

async function titlesOnBoard(): Promise<string[]> {
  return (await calls.boardTasks(board)).map((task) => task.title);
}

const countOf = (titles: string[], title: string) => titles.filter((it) => it === title).length;

function expectReplayOf(replay: LightMyRequestResponse, first: LightMyRequestResponse): void {
  expect(replay.statusCode).toBe(first.statusCode);
  expect(replay.json()).toEqual(first.json());
  expect(replay.headers['idempotent-replayed']).toBe('true');
}

describe('Idempotency-Key on creates', () => {
  it('answers a retry with the first answer and creates nothing more', async () => {
    const key = freshKey();
    const first = await createTask(key, 'Once');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expectReplayOf(await createTask(key, 'Once'), first);
    expect(countOf(await titlesOnBoard(), 'Once')).toBe(1);
  });

  it('refuses the key sent again with a different request (422), creating nothing', async () => {
    const key = freshKey();
    expect((await createTask(key, 'First body')).statusCode).toBe(201);
    const reused = await createTask(key, 'Second body');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: 'Idempotency-Key reused with a different request',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await titlesOnBoard()).not.toContain('Second body');
  });

  it('lets one of several concurrent requests with one key create; the others wait (409) or replay', async () => {
    const key = freshKey();
    const answers = await Promise.all([1, 2, 3, 4].map(() => createTask(key, 'Raced')));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    for (const answer of created) expect(answer.json()).toEqual(created[0]?.json());
    for (const answer of answers.filter((it) => it.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(countOf(await titlesOnBoard(), 'Raced')).toBe(1);
  });

  it('answers 409 while the first request runs, and lets a retry take over one abandoned', async () => {
    const key = freshKey();
    expect((await createTask(key, 'In flight')).statusCode).toBe(201);
    // As the row stands while its request runs: claimed, not answered yet.
    const { db } = t.app.ctx;
    await db.execute(
      sql`update idempotency_keys set status = null, body = null where key = ${key}`,
    );
    const waiting = await createTask(key, 'In flight');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toMatchObject({ code: 'CONFLICT' });
    // Its process died a while ago: the next retry runs.
    await db.execute(
      sql`update idempotency_keys set created_at = created_at - interval '2 minutes' where key = ${key}`,
    );
    expect((await createTask(key, 'In flight')).statusCode).toBe(201);
    expect(countOf(await titlesOnBoard(), 'In flight')).toBe(2);
  });

  it('keeps each caller’s keys apart: another user, and the same user’s API key', async () => {
    const key = freshKey();
    const { secret } = await apiKeyCalls(t).create(cast.member, { name: 'Script', scope: 'write' });
    const asKey = apiKeyCalls(t).asKey(cast.member, secret);
    const answers = [
      await createTask(key, 'Shared key'),
      await createTask(key, 'Shared key', cast.admin),
      await createTask(key, 'Shared key', asKey),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(
      new Set(answers.map((answer) => answer.json<{ task: { _id: string } }>().task._id)).size,
    ).toBe(3);
    expect(countOf(await titlesOnBoard(), 'Shared key')).toBe(3);
  });

  it('replays a refusal of the first request: the retry learns the same 400', async () => {
    const key = freshKey();
    const task = await calls.newTask(board, { title: 'Timed' });
    const future = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const log = () =>
      post(cast.member, `/api/tasks/${task._id}/time`, { startTime: future, duration: 60 }, key);
    const first = await log();
    expect(first.statusCode).toBe(400);
    expectReplayOf(await log(), first);
  });

  it('replays comments, boards, time entries and chat messages', async () => {
    const task = await calls.newTask(board, { title: 'Commented' });
    const startTime = new Date(t.clock.now().getTime() - HOUR).toISOString();
    const chat = await chatCalls(() => ({ t, workspaceId })).chatBetween(cast.member, cast.owner);
    const creates: [string, object][] = [
      [`/api/tasks/${task._id}/comments`, { content: 'Once' }],
      ['/api/boards', { workspaceId, title: 'Made once' }],
      [`/api/tasks/${task._id}/time`, { startTime, duration: 600 }],
      [`/api/chats/${chat._id}/messages`, { content: 'Once' }],
    ];
    for (const [url, payload] of creates) {
      const key = freshKey();
      const first = await post(cast.member, url, payload, key);
      expect(first.statusCode, first.body).toBe(201);
      expectReplayOf(await post(cast.member, url, payload, key), first);
    }
    const read = (url: string) => calls.inject(cast.member, 'GET', url);
    const comments = await read(`/api/tasks/${task._id}/comments`);
    expect(comments.json<{ comments: unknown[] }>().comments).toHaveLength(1);
    const counted = await read(`/api/tasks/${task._id}`);
    expect(counted.json()).toMatchObject({ task: { totalTime: 600 } });
    const messages = await read(`/api/chats/${chat._id}/messages`);
    expect(messages.json<{ messages: unknown[] }>().messages).toHaveLength(1);
    const boards = await read(`/api/boards?workspaceId=${workspaceId}`);
    const titles = boards.json<{ boards: { title: string }[] }>().boards.map((it) => it.title);
    expect(countOf(titles, 'Made once')).toBe(1);
  });

  it('keys a public form’s submissions by the form and the sender’s address', async () => {
    const forms = formCalls(t, cast.owner);
    const form = await forms.newForm(board.id, { title: 'Ask', fields: [SUMMARY_FIELD] });
    const submit = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/forms/${form.slug}/submissions`,
        headers: { 'idempotency-key': 'submit-1' },
        payload: { answers: { summary: 'Submitted once' } },
        remoteAddress: address,
      });
    const first = await submit('203.0.113.61');
    expect(first.statusCode, first.body).toBe(201);
    expectReplayOf(await submit('203.0.113.61'), first);
    expect(countOf(await titlesOnBoard(), 'Submitted once')).toBe(1);
    expect((await submit('203.0.113.62')).headers['idempotent-replayed']).toBeUndefined();
    expect(countOf(await titlesOnBoard(), 'Submitted once')).toBe(2);
  });

  it('refuses a key that is empty, too long or not printable ASCII (400), creating nothing', async () => {
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there']) {
      const refused = await createTask(key, 'Bad key');
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await titlesOnBoard()).not.toContain('Bad key');
  });

  it('forgets a key after a day: the sweep deletes it, and the key creates again', async () => {
    const key = freshKey();
    expect((await createTask(key, 'Daily')).statusCode).toBe(201);
    t.clock.advance(DAY + HOUR);
    expect(await idempotencySweepJob(t.database.db, t.clock).run()).toBeGreaterThan(0);
    const member = await signIn(t.app, cast.member);
    const again = await createTask(key, 'Daily', member);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const tasks = await calls.boardTasks(board, member);
    expect(
      countOf(
        tasks.map((task) => task.title),
        'Daily',
      ),
    ).toBe(2);
  });
});
