import type { Comment } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useRealtimeScene } from '../../test/realtime-fixture';
import { waitForUpdate } from '../../test/socket-client';

const scene = useRealtimeScene();

describe('a comment added or deleted', () => {
  it("tells the board's room the task with its new comment count", async () => {
    const board = await scene.calls.newBoard('Live comments');
    const task = await scene.calls.newTask(board, { title: 'Discussed' });
    const updates = await scene.onBoard(scene.cast.manager, board);
    const counted = (count: number) =>
      waitForUpdate(
        updates,
        (each) => each.type === 'TASK_UPDATED' && each.payload.task.commentCount === count,
      );
    const { inject } = scene.calls;
    const { member } = scene.cast;

    const added = await inject(member, 'POST', `/api/tasks/${task._id}/comments`, {
      content: 'First thoughts',
      mentions: [],
    });
    expect(added.statusCode).toBe(201);
    expect(await counted(1)).toMatchObject({
      boardId: board.id,
      initiator: member.user._id,
      payload: { task: { _id: task._id, title: 'Discussed', commentCount: 1 } },
    });
    const { comment } = added.json<{ comment: Comment }>();
    await inject(member, 'DELETE', `/api/tasks/${task._id}/comments/${comment._id}`);
    expect((await counted(0)).payload).toMatchObject({ task: { _id: task._id, commentCount: 0 } });
  });
});
