import type { Dashboard } from '@teamboard/shared/dashboard';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { checklistCalls } from '../../test/checklist-calls';
import { bearer } from '../../test/factories';
import type { Account } from '../../test/workspace-fixture';

const scene = useBoardScene();

const dashboardOf = async (account: Account) => {
  const response = await scene.t.app.inject({
    method: 'GET',
    url: '/api/me/dashboard',
    headers: bearer(account),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ dashboard: Dashboard }>().dashboard;
};

const itemTitles = ({ checklistItems }: Dashboard) =>
  checklistItems.items.map((item) => item.title);

describe('GET /api/me/dashboard: my checklist items', () => {
  it('lists the open items assigned to me on boards I see, soonest due first and undated last', async () => {
    const { calls, cast, workspace } = scene;
    const items = checklistCalls(calls, cast.member);
    const board = await calls.newBoard('Website');
    const task = await calls.newTask(board, { title: 'Launch the site' });
    const steps = await items.addChecklist(task._id, 'Go-live');
    const mine = (title: string, dueDate: string | null, to: Account = cast.manager) =>
      items.addItem(steps._id, { title, assigneeId: to.user._id, dueDate });

    await mine('Undated', null);
    const later = await mine('Later', '2030-05-02T10:00:00.000Z');
    await mine('Sooner', '2030-05-01T10:00:00.000Z');
    const ticked = await mine('Ticked', '2030-04-01T10:00:00.000Z');
    expect((await items.updateItem(ticked._id, { done: true })).statusCode).toBe(200);
    await mine("Someone else's", '2030-04-01T10:00:00.000Z', cast.admin);

    const dashboard = await dashboardOf(cast.manager);
    expect(itemTitles(dashboard)).toEqual(['Sooner', 'Later', 'Undated']);
    expect(dashboard.checklistItems.total).toBe(3);
    expect(dashboard.checklistItems.items[1]).toEqual({
      _id: later._id,
      title: 'Later',
      dueDate: '2030-05-02T10:00:00.000Z',
      checklist: { _id: steps._id, title: 'Go-live' },
      task: { _id: task._id, taskId: task.taskId, title: 'Launch the site' },
      board: { _id: board.id, title: 'Website' },
      workspace: { _id: workspace.id, name: expect.any(String) as string, url: workspace.url },
    });
  });

  it('leaves out the items of a board I no longer see', async () => {
    const { calls, cast } = scene;
    const items = checklistCalls(calls, cast.member);
    const board = await calls.newBoard('Guest room');
    const added = await calls.inject(cast.member, 'POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.guest.user._id,
      role: 'collaborator',
    });
    expect(added.statusCode, added.body).toBe(200);
    const task = await calls.newTask(board, { title: 'Tidy up' });
    const steps = await items.addChecklist(task._id, 'Chores');
    await items.addItem(steps._id, { title: 'Sweep', assigneeId: cast.guest.user._id });
    expect(itemTitles(await dashboardOf(cast.guest))).toEqual(['Sweep']);

    const removed = await calls.inject(
      cast.member,
      'DELETE',
      `/api/boards/${board.id}/members/${cast.guest.user._id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await dashboardOf(cast.guest)).toMatchObject({
      checklistItems: { total: 0, items: [] },
    });
  });
});
