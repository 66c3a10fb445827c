import { describe, expect, it } from 'vitest';
import { checklistCalls } from '../../test/checklist-calls';
import { useRealtimeScene } from '../../test/realtime-fixture';
import { waitForUpdate } from '../../test/socket-client';

const scene = useRealtimeScene();

describe('CHECKLIST_UPDATED', () => {
  it("tells the board's room the task's new progress on every checklist change", async () => {
    const board = await scene.calls.newBoard('Live checklists');
    const task = await scene.calls.newTask(board, { title: 'Watched' });
    const updates = await scene.onBoard(scene.cast.manager, board);
    const calls = checklistCalls(scene.calls, scene.cast.member);
    const progress = (done: number, total: number) =>
      waitForUpdate(
        updates,
        (each) =>
          each.type === 'CHECKLIST_UPDATED' &&
          each.payload.checklist.done === done &&
          each.payload.checklist.total === total,
      );

    const checklist = await calls.addChecklist(task._id, 'Live');
    const first = await calls.addItem(checklist._id, { title: 'One' });
    await calls.addItem(checklist._id, { title: 'Two' });
    await calls.updateItem(first._id, { done: true });
    expect(await progress(1, 2)).toMatchObject({
      type: 'CHECKLIST_UPDATED',
      boardId: board.id,
      initiator: scene.cast.member.user._id,
      payload: { taskId: task._id, checklist: { done: 1, total: 2 } },
    });
    await calls.remove(checklist._id);
    // One for each change: the checklist, two items, the tick, the deletion.
    const checklistUpdates = () => updates.filter((each) => each.type === 'CHECKLIST_UPDATED');
    await waitForUpdate(updates, () => checklistUpdates().length === 5);
    expect(checklistUpdates()[4]?.payload).toEqual({
      taskId: task._id,
      checklist: { done: 0, total: 0 },
    });
  });
});
