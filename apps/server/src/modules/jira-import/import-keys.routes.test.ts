import type { BoardTask } from '@teamboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import { importCalls } from '../../test/import-calls';
import { jiraCsv } from '../../test/jira-export';

const scene = useBoardScene();
let imports: ReturnType<typeof importCalls>;

beforeAll(() => {
  imports = importCalls(scene.t, scene.cast.member);
});

async function boardWithKey(key: string): Promise<TestBoard> {
  const { inject } = scene.calls;
  const created = await inject(scene.cast.member, 'POST', '/api/boards', {
    workspaceId: scene.workspace.id,
    title: `Board ${key}`,
    key,
  });
  const id = created.json<{ board: { _id: string } }>().board._id;
  const columns = await inject(scene.cast.member, 'GET', `/api/boards/${id}/columns`);
  return { id, columns: columns.json<{ columns: { _id: string }[] }>().columns.map((c) => c._id) };
}

const issue = (key: string) => ({ 'Issue key': key, Summary: `Issue ${key}`, Status: 'To Do' });

async function importKeys(board: TestBoard, keys: string[]): Promise<BoardTask[]> {
  const jiraImport = await imports.uploaded(board.id, jiraCsv(keys.map(issue)));
  await imports.started(jiraImport);
  await imports.finished(jiraImport._id);
  return (await scene.calls.boardTasks(board)).sort((a, b) => a.title.localeCompare(b.title));
}

describe('the Jira key of an imported issue', () => {
  it('stays the task key on a board of the same key when its number is free', async () => {
    const board = await boardWithKey('SHOP');
    await scene.calls.newTask(board, { title: 'Made here first' });
    const tasks = await importKeys(board, ['SHOP-1', 'SHOP-101', 'SHOP-7']);
    expect(tasks.map((task) => [task.title, task.taskId, task.externalKey])).toEqual([
      ['Issue SHOP-1', 'SHOP-102', 'SHOP-1'],
      ['Issue SHOP-101', 'SHOP-101', null],
      ['Issue SHOP-7', 'SHOP-7', null],
      ['Made here first', 'SHOP-1', null],
    ]);
  });

  it('is kept as the external key on a board of another key', async () => {
    const board = await boardWithKey('WEB');
    const tasks = await importKeys(board, ['SHOP-101']);
    expect(tasks.map((task) => [task.taskId, task.externalKey])).toEqual([['WEB-1', 'SHOP-101']]);
    // A link by the Jira key, in any case, finds the task as its own key does.
    for (const key of ['SHOP-101', 'shop-101', 'web-1']) {
      const found = await scene.calls.inject(
        scene.cast.member,
        'GET',
        `/api/boards/${board.id}/tasks/by-key/${key}`,
      );
      expect(found.json<{ task: { _id: string } }>().task._id, key).toBe(tasks[0]?._id);
    }
  });

  it('leaves a task key to its own task when a Jira key names the same number', async () => {
    const board = await boardWithKey('SHOP');
    const tasks = await importKeys(board, ['SHOP-1', 'OPS-1']);
    const byKey = async (key: string) =>
      (
        await scene.calls.inject(
          scene.cast.member,
          'GET',
          `/api/boards/${board.id}/tasks/by-key/${key}`,
        )
      ).json<{ task: { title: string } }>().task.title;
    expect(tasks.map((task) => [task.title, task.taskId, task.externalKey])).toEqual([
      ['Issue OPS-1', 'SHOP-2', 'OPS-1'],
      ['Issue SHOP-1', 'SHOP-1', null],
    ]);
    expect(await byKey('ops-1')).toBe('Issue OPS-1');
    expect(await byKey('SHOP-1')).toBe('Issue SHOP-1');
  });
});
