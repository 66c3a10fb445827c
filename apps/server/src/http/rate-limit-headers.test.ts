import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../test/api-key-calls';
import { boardCalls } from '../test/board-fixture';
import { chatCalls } from '../test/chat-calls';
import { bearer } from '../test/factories';
import { formCalls, SUMMARY_FIELD } from '../test/form-calls';
import { createTestApp, type TestApp } from '../test/test-app';
import { createCast, createWorkspaceWithCast, type Cast } from '../test/workspace-fixture';

// Each budget small enough to spend, each case spending it for people the others leave alone.
let t: TestApp;
let cast: Cast;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestApp(
    {
      ipRateLimits: { emailRequest: { max: 2, timeWindow: '1 minute' } },
      boardWriteLimit: { max: 3, timeWindow: '1 minute' },
      writeLimit: { max: 20, timeWindow: '1 minute' },
      chatWriteLimit: { max: 2, timeWindow: '1 minute' },
      apiKeyLimit: { max: 2, timeWindow: '1 minute' },
    },
    { FORM_SUBMISSIONS_PER_ADDRESS: '1' },
  );
  cast = await createCast(t.app);
  workspaceId = (await createWorkspaceWithCast(t.app, cast)).id;
});
afterAll(async () => {
  await t.close();
});

function budgetOf(response: LightMyRequestResponse) {
  return {
    limit: response.headers['ratelimit-limit'],
    remaining: response.headers['ratelimit-remaining'],
    reset: Number(response.headers['ratelimit-reset']),
  };
}

/** A 429 names the budget spent and when to try again; Reset and Retry-After agree. */
function expectSpent(response: LightMyRequestResponse, limit: number): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(budgetOf(response)).toMatchObject({ limit: String(limit), remaining: '0' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(budgetOf(response).reset);
}

describe('RateLimit-* headers', () => {
  it('describe the per-address limit of a signed-out route, and its 429', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email: 'nobody@example.com' },
        remoteAddress: '198.51.100.21',
      });
    const first = await forgot();
    expect(budgetOf(first)).toMatchObject({ limit: '2', remaining: '1' });
    expect(budgetOf(first).reset).toBeGreaterThan(0);
    expect(budgetOf(first).reset).toBeLessThanOrEqual(60);
    await forgot();
    expectSpent(await forgot(), 2);
  });

  it('describe the board-write budget, tighter than the write budget, and its 429', async () => {
    const calls = boardCalls(t, workspaceId, cast.admin);
    const board = await calls.newBoard('Budgets');
    const task = await calls.newTask(board, { title: 'Counted' });
    const rename = (title: string) => calls.updateTask(task._id, { title });
    expect(budgetOf(await rename('Once'))).toMatchObject({ limit: '3', remaining: '1' });
    expect(budgetOf(await rename('Twice'))).toMatchObject({ limit: '3', remaining: '0' });
    expectSpent(await rename('Refused'), 3);
  });

  it('describe the write budget on a write outside boards, and its 429', async () => {
    const rename = (name: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: bearer(cast.member),
        payload: { name },
      });
    const first = budgetOf(await rename('First'));
    expect(first.limit).toBe('20');
    for (let remaining = Number(first.remaining) - 1; remaining >= 0; remaining -= 1) {
      expect(budgetOf(await rename(`Name ${remaining}`)).remaining).toBe(String(remaining));
    }
    expectSpent(await rename('Refused'), 20);
  });

  it('describe the chat budget, the tightest on a chat message, and its 429', async () => {
    const { call, chatBetween } = chatCalls(() => ({ t, workspaceId }));
    const chat = await chatBetween(cast.manager, cast.guest);
    const send = () =>
      call(cast.manager, 'POST', `/api/chats/${chat._id}/messages`, { content: 'Hello' });
    expect(budgetOf(await send())).toMatchObject({ limit: '2', remaining: '1' });
    expect(budgetOf(await send())).toMatchObject({ limit: '2', remaining: '0' });
    expectSpent(await send(), 2);
  });

  it('describe an API key’s budget on a read, and its 429', async () => {
    const keys = apiKeyCalls(t);
    const { secret } = await keys.create(cast.owner, { name: 'Script', scope: 'read' });
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/workspaces',
        headers: { authorization: `Bearer ${secret}` },
      });
    expect(budgetOf(await read())).toMatchObject({ limit: '2', remaining: '1' });
    await read();
    expectSpent(await read(), 2);
  });

  it('are absent from a signed-in read no budget counts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/workspaces',
      headers: bearer(cast.client),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-remaining']).toBeUndefined();
  });

  it('describe a per-account throttle that refuses: 10 wrong passwords from one address', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: cast.guest.email, password: 'wrong password' },
        remoteAddress: '198.51.100.22',
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login()).statusCode).toBe(401);
    expectSpent(await login(), 10);
  });

  it('describe the per-address form submission limit when it refuses', async () => {
    const forms = formCalls(t, cast.owner);
    const board = await boardCalls(t, workspaceId, cast.owner).newBoard('Forms');
    const form = await forms.newForm(board.id, { title: 'Ask', fields: [SUMMARY_FIELD] });
    const answers = { answers: { summary: 'Hello' } };
    expect((await forms.submit(form.slug, answers, '198.51.100.23')).statusCode).toBe(201);
    expectSpent(await forms.submit(form.slug, answers, '198.51.100.23'), 1);
  });
});
