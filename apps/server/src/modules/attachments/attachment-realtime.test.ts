import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentCalls, samplePng } from '../../test/attachment-calls';
import { realtimeScene, type RealtimeScene } from '../../test/realtime-fixture';
import { waitForUpdate } from '../../test/socket-client';

let scene: RealtimeScene;
beforeAll(async () => {
  scene = await realtimeScene();
});
afterAll(async () => {
  await scene.close();
});

describe('ATTACHMENT_ADDED and ATTACHMENT_DELETED', () => {
  it("tell the board's room the file and the card's new count", async () => {
    const board = await scene.calls.newBoard('Live files');
    const task = await scene.calls.newTask(board, { title: 'Watched' });
    const updates = await scene.onBoard(scene.cast.manager, board);
    const files = attachmentCalls(scene.t, scene.calls, scene.cast.member);

    const attachment = await files.attach(task._id, 'live.txt', 'live');
    const added = await waitForUpdate(updates, (each) => each.type === 'ATTACHMENT_ADDED');
    expect(added).toMatchObject({
      type: 'ATTACHMENT_ADDED',
      boardId: board.id,
      initiator: scene.cast.member.user._id,
      payload: { taskId: task._id, attachment, attachmentCount: 1 },
    });
    await files.remove(attachment._id);
    const deleted = await waitForUpdate(updates, (each) => each.type === 'ATTACHMENT_DELETED');
    expect(deleted.payload).toEqual({
      taskId: task._id,
      attachmentId: attachment._id,
      attachmentCount: 0,
    });
  });

  it('deleting the cover image also tells the task updated, without its cover', async () => {
    const board = await scene.calls.newBoard('Live cover');
    const task = await scene.calls.newTask(board, { title: 'Pictured' });
    const files = attachmentCalls(scene.t, scene.calls, scene.cast.member);
    const image = await files.attach(task._id, 'cover.png', await samplePng());
    await scene.calls.updateTask(task._id, { cover: image.thumbnailUrl });
    const updates = await scene.onBoard(scene.cast.manager, board);

    await files.remove(image._id);
    const updated = await waitForUpdate(updates, (each) => each.type === 'TASK_UPDATED');
    expect(updated).toMatchObject({
      boardId: board.id,
      initiator: scene.cast.member.user._id,
      payload: { task: { _id: task._id, cover: null, attachmentCount: 0 } },
    });
  });
});
