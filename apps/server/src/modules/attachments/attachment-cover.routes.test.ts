import type { Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { attachmentCalls, samplePng, SVG } from '../../test/attachment-calls';
import { useBoardScene } from '../../test/board-scene';

const scene = useBoardScene();
const files = () => attachmentCalls(scene.t, scene.calls, scene.cast.member);

const NOT_OURS = {
  message: 'The cover must be an image attached to this task',
  details: [{ field: 'cover', message: 'Not a file of this task' }],
};

async function taskWithImage(title = 'Covered') {
  const board = await scene.calls.newBoard('Cover board');
  const task = await scene.calls.newTask(board, { title });
  const image = await files().attach(task._id, 'cover.png', await samplePng());
  return { board, task, image };
}

async function coverOf(taskId: string): Promise<string | null> {
  const response = await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${taskId}`);
  return response.json<{ task: Task }>().task.cover;
}

describe('a cover from an attachment', () => {
  it("is set by the image's thumbnail path and cleared with null, on the card and in the history", async () => {
    const { board, task, image } = await taskWithImage();
    expect(image.thumbnailUrl).toBe(`/api/attachments/${image._id}/thumbnail`);

    const set = await scene.calls.updateTask(task._id, { cover: image.thumbnailUrl });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ task: Task }>().task.cover).toBe(image.thumbnailUrl);
    const card = (await scene.calls.boardTasks(board)).find((each) => each._id === task._id);
    expect(card?.cover).toBe(image.thumbnailUrl);

    const cleared = await scene.calls.updateTask(task._id, { cover: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await coverOf(task._id)).toBeNull();
    const lines = await scene.calls.taskHistory(task._id);
    expect(lines.filter((line) => line.fields?.includes('cover'))).toHaveLength(2);
  });

  it("refuses another task's image, an unknown file and a new task's, changing nothing", async () => {
    const { board, task } = await taskWithImage();
    const other = await taskWithImage('Elsewhere');
    const sameBoard = await scene.calls.newTask(board, { title: 'Neighbour' });
    const neighbours = await files().attach(sameBoard._id, 'n.png', await samplePng());
    const unknown = '/api/attachments/00000000-0000-4000-8000-000000000000/thumbnail';

    for (const cover of [other.image.thumbnailUrl, neighbours.thumbnailUrl, unknown]) {
      const refused = await scene.calls.updateTask(task._id, { cover });
      expect([cover, refused.statusCode]).toEqual([cover, 400]);
      expect(refused.json()).toMatchObject(NOT_OURS);
    }
    expect(await coverOf(task._id)).toBeNull();

    const created = await scene.calls.inject(scene.cast.member, 'POST', '/api/tasks', {
      boardId: board.id,
      columnId: board.columns[0],
      fields: { title: 'Borrowed cover', cover: neighbours.thumbnailUrl },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject(NOT_OURS);
    expect((await scene.calls.boardTasks(board)).map((each) => each.title).sort()).toEqual([
      'Covered',
      'Neighbour',
    ]);
  });

  it('refuses a file that is not an image with a thumbnail (text, SVG)', async () => {
    const { task } = await taskWithImage();
    const text = await files().attach(task._id, 'notes.txt', 'plain words');
    const svg = await files().attach(task._id, 'logo.svg', SVG);
    for (const attachment of [text, svg]) {
      const cover = `/api/attachments/${attachment._id}/thumbnail`;
      const refused = await scene.calls.updateTask(task._id, { cover });
      expect([attachment.name, refused.statusCode]).toEqual([attachment.name, 400]);
      expect(refused.json()).toMatchObject({
        message: 'Only an image can be the cover: this file has no thumbnail',
        details: [{ field: 'cover', message: 'Not an image' }],
      });
    }
    const download = `/api/attachments/${text._id}/download`;
    expect((await scene.calls.updateTask(task._id, { cover: download })).statusCode).toBe(400);
    expect(await coverOf(task._id)).toBeNull();
  });

  it('goes when its attachment is deleted; deleting another file keeps it', async () => {
    const { task, image } = await taskWithImage();
    const spare = await files().attach(task._id, 'spare.png', await samplePng());
    await scene.calls.updateTask(task._id, { cover: image.thumbnailUrl });

    expect((await files().remove(spare._id)).statusCode).toBe(204);
    expect(await coverOf(task._id)).toBe(image.thumbnailUrl);
    expect((await files().remove(image._id)).statusCode).toBe(204);
    expect(await coverOf(task._id)).toBeNull();
  });

  it('is set by whoever may edit the task; others get 404, and nobody on an archived board', async () => {
    const { board, task, image } = await taskWithImage();
    const { cast } = scene;
    await scene.calls.inject(cast.member, 'POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.guest.user._id,
    });
    for (const account of [cast.owner, cast.admin, cast.manager, cast.member, cast.guest]) {
      const name = account.user.name;
      await scene.calls.updateTask(task._id, { cover: null }, account);
      const set = await scene.calls.updateTask(task._id, { cover: image.thumbnailUrl }, account);
      expect([name, set.statusCode]).toEqual([name, 200]);
    }
    await scene.calls.updateTask(task._id, { cover: null });
    for (const account of [cast.client, cast.outsider]) {
      const refused = await scene.calls.updateTask(
        task._id,
        { cover: image.thumbnailUrl },
        account,
      );
      expect([account.user.name, refused.statusCode]).toEqual([account.user.name, 404]);
    }
    expect(await coverOf(task._id)).toBeNull();

    await scene.calls.inject(cast.member, 'POST', `/api/boards/${board.id}/archive`);
    const archived = await scene.calls.updateTask(task._id, { cover: image.thumbnailUrl });
    expect(archived.statusCode).toBe(409);
    expect(await coverOf(task._id)).toBeNull();
  });
});
