import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { formCalls } from '../../test/form-calls';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCast, createWorkspaceWithCast } from '../../test/workspace-fixture';

// The real per-address limit (10 in 10 minutes); a small daily one per form, to reach it.
let t: TestApp;
let board: TestBoard;
let forms: ReturnType<typeof formCalls>;
let calls: ReturnType<typeof boardCalls>;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { FORM_SUBMISSIONS_PER_ADDRESS: '10', FORM_SUBMISSIONS_PER_FORM_PER_DAY: '15' },
  );
  const cast = await createCast(t.app);
  const workspace = await createWorkspaceWithCast(t.app, cast);
  calls = boardCalls(t, workspace.id, cast.member);
  forms = formCalls(t, cast.member);
  board = await calls.newBoard('Abuse');
});
afterAll(async () => {
  await t.close();
});

const answers = { answers: { summary: 'Hello' } };
const tasksOnBoard = async () => (await calls.boardTasks(board)).length;

describe('limits on public submissions', () => {
  it('refuses a submission over 64 KiB with 413, creating nothing', async () => {
    const form = await forms.newForm(board.id, {
      title: 'Large',
      fields: [
        { _id: 'summary', type: 'short_text', label: 'Summary', required: true, target: 'title' },
        { _id: 'notes', type: 'long_text', label: 'Notes' },
      ],
    });
    const before = await tasksOnBoard();
    const big = await forms.submit(
      form.slug,
      { answers: { summary: 'Big', notes: 'x'.repeat(65 * 1024) } },
      '203.0.113.50',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(await tasksOnBoard()).toBe(before);
  });

  it('takes 10 from one address in 10 minutes, then 429 until the window passes', async () => {
    const form = await forms.newForm(board.id, { title: 'Per address' });
    const before = await tasksOnBoard();
    for (let index = 0; index < 10; index += 1) {
      expect((await forms.submit(form.slug, answers, '198.51.100.1')).statusCode).toBe(201);
    }
    const refused = await forms.submit(form.slug, answers, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'You have sent too many responses. Please try again in 10 minutes.',
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 600 },
    });
    expect(refused.headers['retry-after']).toBe('600');
    expect(await tasksOnBoard()).toBe(before + 10);

    // Another address is not held back.
    expect((await forms.submit(form.slug, answers, '198.51.100.2')).statusCode).toBe(201);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await forms.submit(form.slug, answers, '198.51.100.1')).statusCode).toBe(201);
  });

  it('takes at most the day’s number for one form, whoever sends them', async () => {
    const form = await forms.newForm(board.id, { title: 'Per form' });
    const other = await forms.newForm(board.id, { title: 'Another form' });
    for (let index = 0; index < 15; index += 1) {
      const address = `192.0.2.${String(index + 1)}`;
      expect((await forms.submit(form.slug, answers, address)).statusCode).toBe(201);
    }
    const before = await tasksOnBoard();
    const refused = await forms.submit(form.slug, answers, '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      'This form has received too many responses today. Please try again tomorrow.',
    );
    expect(await tasksOnBoard()).toBe(before);
    expect((await forms.submit(other.slug, answers, '192.0.2.200')).statusCode).toBe(201);

    // Last: a day later the sessions of this file have expired.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await forms.submit(form.slug, answers, '192.0.2.201')).statusCode).toBe(201);
  });
});
