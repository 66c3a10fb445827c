import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { importCalls } from '../../test/import-calls';
import { jiraCsv } from '../../test/jira-export';

const scene = useBoardScene();
let imports: ReturnType<typeof importCalls>;

beforeAll(() => {
  imports = importCalls(scene.t, scene.cast.member);
});

const issue = (key: string, status: string, category?: string) => ({
  'Issue key': key,
  Summary: `Issue ${key}`,
  Status: status,
  ...(category ? { 'Status Category': category } : {}),
});

describe('the columns an import makes for new statuses', () => {
  it('puts each where its status category goes: only done ones after Done', async () => {
    const board = await scene.calls.newBoard('Categories');
    const csv = jiraCsv([
      issue('CAT-1', 'To Do', 'To Do'),
      issue('CAT-2', 'Shipped', 'Done'),
      issue('CAT-3', 'Triage', 'To Do'),
      issue('CAT-4', 'In Review', 'In Progress'),
      // No category in the file: the status's usual name tells.
      issue('CAT-5', 'Closed'),
    ]);
    const jiraImport = await imports.uploaded(board.id, csv);
    await imports.started(jiraImport);
    await imports.finished(jiraImport._id);
    const response = await scene.calls.inject(
      scene.cast.member,
      'GET',
      `/api/boards/${board.id}/columns`,
    );
    const { columns } = response.json<{ columns: { title: string }[] }>();
    expect(columns.map((column) => column.title)).toEqual([
      'To Do',
      'Triage',
      'In Progress',
      'In Review',
      'Done',
      'Closed',
      'Shipped',
    ]);
  });
});
