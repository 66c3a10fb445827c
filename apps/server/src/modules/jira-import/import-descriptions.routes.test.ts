import type { Task } from '@teamboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { importCalls } from '../../test/import-calls';
import { jiraCsv } from '../../test/jira-export';

const scene = useBoardScene();
let imports: ReturnType<typeof importCalls>;

beforeAll(() => {
  imports = importCalls(scene.t, scene.cast.member);
});

describe('descriptions in Jira wiki markup', () => {
  it("become the task's text, a paragraph a line, with no markup and no script link", async () => {
    const board = await scene.calls.newBoard('Wiki');
    const csv = jiraCsv([
      {
        'Issue key': 'WIKI-1',
        Summary: 'Formatted',
        Status: 'To Do',
        Description:
          'h2. Goal\n*Fast* checkout\n# Cart\n# Pay\n{code:js}\nlet a = 1;\n{code}\nSee [docs|https://example.com/docs] [x|javascript:alert(1)]',
      },
    ]);
    const jiraImport = await imports.uploaded(board.id, csv);
    await imports.started(jiraImport);
    await imports.finished(jiraImport._id);
    const [listed] = await scene.calls.boardTasks(board);
    const response = await scene.calls.inject(
      scene.cast.member,
      'GET',
      `/api/tasks/${listed?._id}`,
    );
    expect(response.json<{ task: Task }>().task.description).toBe(
      '<p>## Goal</p><p>Fast checkout</p><p>1. Cart</p><p>2. Pay</p><p>```js</p><p>let a = 1;</p><p>```</p><p>See docs (https://example.com/docs) x</p>',
    );
  });
});
