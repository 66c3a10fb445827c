import type { Checklist, ChecklistItem, Task } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { checklistItems } from '../../db/schema/index';
import { useBoardScene } from '../../test/board-scene';
import { checklistCalls } from '../../test/checklist-calls';

const scene = useBoardScene();
const checklists = () => checklistCalls(scene.calls, scene.cast.member);

async function taskOnNewBoard(title = 'Launch') {
  const board = await scene.calls.newBoard('Checklist board');
  const task = await scene.calls.newTask(board, { title });
  return { board, task };
}

async function progressOf(taskId: string) {
  const response = await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${taskId}`);
  return response.json<{ task: Task }>().task.checklist;
}

describe('checklists and their items', () => {
  it('are made, ticked, ordered and deleted through the pinned calls', async () => {
    const { board, task } = await taskOnNewBoard();
    const calls = checklists();
    const created = await calls.create(task._id, { title: '  Release  ' });
    expect(created.statusCode).toBe(201);
    const { checklist } = created.json<{ checklist: Checklist }>();
    expect(checklist).toEqual({
      _id: expect.any(String) as string,
      taskId: task._id,
      title: 'Release',
      position: expect.any(Number) as number,
      items: [],
    });

    const due = '2026-12-01T00:00:00.000Z';
    const first = await calls.addItem(checklist._id, {
      title: 'Write notes',
      assigneeId: scene.cast.member.user._id,
      dueDate: due,
    });
    expect(first).toEqual({
      _id: expect.any(String) as string,
      checklistId: checklist._id,
      title: 'Write notes',
      done: false,
      position: expect.any(Number) as number,
      assigneeId: scene.cast.member.user._id,
      dueDate: due,
      doneBy: null,
      doneAt: null,
    });
    const second = await calls.addItem(checklist._id, { title: 'Tag the build' });
    const third = await calls.addItem(checklist._id, { title: 'Announce' });
    expect(second.position).toBeGreaterThan(first.position);

    const ticked = await calls.updateItem(second._id, { done: true });
    expect(ticked.json<{ item: ChecklistItem }>().item).toMatchObject({
      done: true,
      doneBy: scene.cast.member.user._id,
      doneAt: expect.any(String) as string,
    });
    expect(await progressOf(task._id)).toEqual({ done: 1, total: 3 });
    const card = (await scene.calls.boardTasks(board)).find((each) => each._id === task._id);
    expect(card?.checklist).toEqual({ done: 1, total: 3 });

    // The last item goes first: a position below the first's.
    await calls.updateItem(third._id, { position: first.position / 2, title: 'Announce it' });
    const listed = (await calls.list(task._id)).json<{ checklists: Checklist[] }>().checklists;
    expect(listed).toHaveLength(1);
    expect(listed[0]?.items.map((item) => item.title)).toEqual([
      'Announce it',
      'Write notes',
      'Tag the build',
    ]);

    const unticked = await calls.updateItem(second._id, { done: false });
    expect(unticked.json<{ item: ChecklistItem }>().item).toMatchObject({
      done: false,
      doneBy: null,
      doneAt: null,
    });
    const renamed = await calls.update(checklist._id, { title: 'Ship it' });
    expect(renamed.json<{ checklist: Checklist }>().checklist).toMatchObject({
      title: 'Ship it',
      items: [{ title: 'Announce it' }, { title: 'Write notes' }, { title: 'Tag the build' }],
    });

    const removedItem = await calls.removeItem(first._id);
    expect(removedItem.statusCode).toBe(204);
    expect(removedItem.body).toBe('');
    expect(await progressOf(task._id)).toEqual({ done: 0, total: 2 });
    expect((await calls.remove(checklist._id)).statusCode).toBe(204);
    expect((await calls.list(task._id)).json()).toEqual({ checklists: [] });
    expect(await progressOf(task._id)).toEqual({ done: 0, total: 0 });
    expect((await calls.updateItem(second._id, { done: true })).statusCode).toBe(404);
  });

  it('write the task history: checklists added and deleted, items completed and reopened', async () => {
    const { task } = await taskOnNewBoard();
    const calls = checklists();
    const checklist = await calls.addChecklist(task._id, 'QA');
    const item = await calls.addItem(checklist._id, { title: 'Smoke test' });
    await calls.updateItem(item._id, { done: true });
    await calls.updateItem(item._id, { done: false });
    await calls.remove(checklist._id);
    const lines = await scene.calls.taskHistory(task._id);
    expect(
      lines
        .filter((line) => line.type.startsWith('checklist'))
        .map((line) => [line.type, line.checklist ?? line.item]),
    ).toEqual(
      expect.arrayContaining([
        ['checklist_added', 'QA'],
        ['checklist_item_completed', 'Smoke test'],
        ['checklist_item_reopened', 'Smoke test'],
        ['checklist_deleted', 'QA'],
      ]),
    );
  });

  it('turns an item into a task that its task depends on', async () => {
    const { board, task } = await taskOnNewBoard('Parent');
    const calls = checklists();
    const checklist = await calls.addChecklist(task._id, 'Steps');
    const due = '2026-12-24T00:00:00.000Z';
    const item = await calls.addItem(checklist._id, {
      title: 'Big step',
      assigneeId: scene.cast.member.user._id,
      dueDate: due,
    });
    await calls.addItem(checklist._id, { title: 'Small step' });

    const converted = await calls.convert(item._id);
    expect(converted.statusCode).toBe(201);
    const created = converted.json<{ task: Task }>().task;
    expect(created).toMatchObject({
      title: 'Big step',
      boardId: board.id,
      columnId: task.columnId,
      dueDate: due,
      assignees: [{ _id: scene.cast.member.user._id }],
    });
    const parent = await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${task._id}`);
    expect(parent.json<{ task: Task }>().task).toMatchObject({
      dependencies: [created._id],
      checklist: { done: 0, total: 1 },
    });
    const listed = (await calls.list(task._id)).json<{ checklists: Checklist[] }>().checklists;
    expect(listed[0]?.items.map((each) => each.title)).toEqual(['Small step']);
    expect((await calls.convert(item._id)).statusCode).toBe(404);

    // An item nobody is assigned to becomes a task nobody is assigned to.
    const small = listed[0]?.items[0];
    const unassigned = await calls.convert(small?._id ?? '');
    expect(unassigned.statusCode, unassigned.body).toBe(201);
    expect(unassigned.json<{ task: Task }>().task).toMatchObject({
      title: 'Small step',
      assignees: [],
      dueDate: null,
    });
  });
});

describe('checklist rules', () => {
  it('refuses bad input with 400 and stores nothing', async () => {
    const { task } = await taskOnNewBoard();
    const calls = checklists();
    expect((await calls.create(task._id, { title: '   ' })).statusCode).toBe(400);
    expect((await calls.create(task._id, { title: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await calls.create(task._id, { title: 'A', extra: 1 })).statusCode).toBe(400);
    expect((await calls.list(task._id)).json()).toEqual({ checklists: [] });

    const checklist = await calls.addChecklist(task._id, 'People');
    const outsider = await calls.createItem(checklist._id, {
      title: 'Theirs',
      assigneeId: scene.cast.outsider.user._id,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({
      details: [{ field: 'assigneeId', message: 'Not on this board' }],
    });
    const item = await calls.addItem(checklist._id, { title: 'Mine' });
    for (const payload of [{ position: -1 }, { done: 'yes' }, { dueDate: 'tomorrow' }]) {
      const refused = await calls.updateItem(item._id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const clientNotOnBoard = await calls.updateItem(item._id, {
      assigneeId: scene.cast.client.user._id,
    });
    expect(clientNotOnBoard.statusCode).toBe(400);
    const listed = (await calls.list(task._id)).json<{ checklists: Checklist[] }>().checklists;
    expect(listed[0]?.items).toEqual([item]);
  });

  it('holds at most 20 checklists on a task', async () => {
    const { task } = await taskOnNewBoard();
    const calls = checklists();
    for (let index = 0; index < 20; index += 1) await calls.addChecklist(task._id, `List ${index}`);
    const refused = await calls.create(task._id, { title: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'A task can have at most 20 checklists' });
  });

  it('holds at most 200 items on a checklist and adds each after the last', async () => {
    const { task } = await taskOnNewBoard();
    const calls = checklists();
    const list = await calls.addChecklist(task._id, 'Long list');
    const first = await calls.addItem(list._id, { title: 'Item 0' });
    // The other 199 straight into the table: 199 requests would only slow the test down.
    const rest = Array.from({ length: 199 }, (_, index) => ({
      checklistId: list._id,
      taskId: task._id,
      title: `Item ${index + 1}`,
      position: first.position + (index + 1) * 1024,
    }));
    await scene.t.app.ctx.db.insert(checklistItems).values(rest);
    const refused = await calls.createItem(list._id, { title: 'One too many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'A checklist can have at most 200 items' });

    await calls.removeItem(first._id);
    await calls.addItem(list._id, { title: 'Last' });
    const [listed] = (await calls.list(task._id)).json<{ checklists: Checklist[] }>().checklists;
    expect(listed?.items).toHaveLength(200);
    expect(listed?.items.slice(-2).map((item) => item.title)).toEqual(['Item 199', 'Last']);
  });

  it('are read by whoever sees the task and written by whoever works on it', async () => {
    const { board, task } = await taskOnNewBoard();
    const { cast } = scene;
    await scene.calls.inject(cast.member, 'POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.guest.user._id,
    });
    const calls = checklists();
    const checklist = await calls.addChecklist(task._id, 'Shared');
    const item = await calls.addItem(checklist._id, { title: 'Shared item' });

    for (const account of [cast.owner, cast.admin, cast.manager, cast.guest]) {
      expect((await calls.list(task._id, account)).statusCode).toBe(200);
      const made = await calls.create(task._id, { title: `By ${account.user.name}` }, account);
      expect(made.statusCode, account.user.name).toBe(201);
      expect((await calls.updateItem(item._id, { done: true }, account)).statusCode).toBe(200);
    }
    for (const account of [cast.client, cast.outsider]) {
      expect((await calls.list(task._id, account)).statusCode).toBe(404);
      expect((await calls.create(task._id, { title: 'Nope' }, account)).statusCode).toBe(404);
      const update = await calls.update(checklist._id, { title: 'Nope' }, account);
      expect(update.json()).toMatchObject({ message: 'Checklist not found' });
      const tick = await calls.updateItem(item._id, { done: false }, account);
      expect(tick.statusCode).toBe(404);
      expect(tick.json()).toMatchObject({ message: 'Checklist item not found' });
      expect((await calls.removeItem(item._id, account)).statusCode).toBe(404);
      expect((await calls.convert(item._id, account)).statusCode).toBe(404);
    }
    const signedOut = await scene.t.app.inject({
      method: 'PUT',
      url: `/api/checklist-items/${item._id}`,
      payload: { done: false },
    });
    expect(signedOut.statusCode).toBe(401);
    const listed = (await calls.list(task._id)).json<{ checklists: Checklist[] }>().checklists;
    expect(listed.find((each) => each._id === checklist._id)?.title).toBe('Shared');
  });

  it('cannot change on an archived board', async () => {
    const { board, task } = await taskOnNewBoard();
    const calls = checklists();
    const checklist = await calls.addChecklist(task._id, 'Frozen');
    const item = await calls.addItem(checklist._id, { title: 'Frozen item' });
    const archived = await scene.calls.inject(
      scene.cast.member,
      'POST',
      `/api/boards/${board.id}/archive`,
    );
    expect(archived.statusCode).toBe(200);
    const refused = await calls.updateItem(item._id, { done: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BOARD_ARCHIVED' });
    expect((await calls.create(task._id, { title: 'More' })).statusCode).toBe(409);
    expect((await calls.list(task._id)).statusCode).toBe(200);
  });
});
