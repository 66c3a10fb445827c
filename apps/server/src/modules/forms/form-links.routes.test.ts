import type { Form } from '@teamboard/shared/form';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import { formCalls } from '../../test/form-calls';

const scene = useBoardScene();
let board: TestBoard;
let forms: ReturnType<typeof formCalls>;

beforeAll(async () => {
  forms = formCalls(scene.t, scene.cast.member);
  board = await scene.calls.newBoard('Front desk');
});

async function tasksOnBoard(): Promise<number> {
  return (await scene.calls.boardTasks(board)).length;
}

describe('which link takes answers', () => {
  it('answers 404 for an unknown link and 410 for a closed form, creating nothing', async () => {
    const form = await forms.newForm(board.id, { title: 'Closing soon' });
    expect((await forms.publicForm('no-such-form')).statusCode).toBe(404);
    expect((await forms.publicForm('Not A Slug!')).json()).toEqual({
      message: 'Form not found',
      code: 'NOT_FOUND',
    });
    expect((await forms.submit('no-such-form', { answers: {} })).statusCode).toBe(404);

    const closed = await forms.inject(scene.cast.member, 'PUT', `/api/forms/${form._id}`, {
      isOpen: false,
    });
    expect(closed.json<{ form: Form }>().form.isOpen).toBe(false);
    const before = await tasksOnBoard();
    for (const response of [
      await forms.publicForm(form.slug),
      await forms.submit(form.slug, { answers: { summary: 'Late' } }),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: 'This form is closed', code: 'FORM_CLOSED' });
    }
    expect(await tasksOnBoard()).toBe(before);
  });

  it('closes with its board: an archived board’s forms answer 410 until it is restored', async () => {
    const { calls, cast } = scene;
    const shelved = await calls.newBoard('Shelved');
    const form = await forms.newForm(shelved.id, { title: 'On the shelf' });
    const archive = () => calls.inject(cast.member, 'POST', `/api/boards/${shelved.id}/archive`);
    expect((await archive()).statusCode).toBe(200);
    expect((await forms.publicForm(form.slug)).statusCode).toBe(410);
    expect((await forms.submit(form.slug, { answers: { summary: 'Hi' } })).statusCode).toBe(410);
    expect(await calls.boardTasks(shelved)).toEqual([]);
    expect((await archive()).statusCode).toBe(200);
    expect((await forms.submit(form.slug, { answers: { summary: 'Hi' } })).statusCode).toBe(201);
  });

  it('moves with its slug: the old link stops working at once', async () => {
    const form = await forms.newForm(board.id, { title: 'Renamed', slug: 'old-link-name' });
    const renamed = await forms.inject(scene.cast.member, 'PUT', `/api/forms/${form._id}`, {
      slug: 'New-Link-Name',
    });
    expect(renamed.json<{ form: Form }>().form.slug).toBe('new-link-name');
    expect((await forms.publicForm('old-link-name')).statusCode).toBe(404);
    expect((await forms.submit('old-link-name', { answers: { summary: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await forms.publicForm('new-link-name')).statusCode).toBe(200);
    expect((await forms.submit('new-link-name', { answers: { summary: 'x' } })).statusCode).toBe(
      201,
    );
  });

  it('accepts a filled honeypot as if sent, and makes nothing of it', async () => {
    const form = await forms.newForm(board.id, { title: 'Bot bait' });
    const before = await tasksOnBoard();
    const bot = await forms.submit(form.slug, {
      answers: { summary: 'Cheap pills' },
      website: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ message: form.thankYouMessage });
    expect(await tasksOnBoard()).toBe(before);
    expect((await forms.submissions(form)).meta.total).toBe(0);

    const person = await forms.submit(form.slug, { answers: { summary: 'Real' }, website: '' });
    expect(person.statusCode).toBe(201);
    expect(await tasksOnBoard()).toBe(before + 1);
  });
});
