import type { Comment, Task } from '@teamboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { importCalls } from '../../test/import-calls';
import { jiraCsv } from '../../test/jira-export';

const scene = useBoardScene();
let imports: ReturnType<typeof importCalls>;

beforeAll(() => {
  imports = importCalls(scene.t, scene.cast.member);
});

describe('descriptions and comments in Jira wiki markup', () => {
  it("become the task's rich text: headings, marks, lists, code and links, no script link", async () => {
    const board = await scene.calls.newBoard('Wiki');
    const csv = jiraCsv([
      {
        'Issue key': 'WIKI-1',
        Summary: 'Formatted',
        Status: 'To Do',
        Description:
          'h2. Goal\n*Fast* checkout\n# Cart\n# Pay\n{code:js}\nlet a = 1;\n{code}\nSee [docs|https://example.com/docs] [x|javascript:alert(1)]',
        Comment: '22/Nov/25 4:00 PM;The manager;Looks _good_:\n* ship it',
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
      '<h2>Goal</h2><p><strong>Fast</strong> checkout</p><ol><li>Cart</li><li>Pay</li></ol>' +
        '<pre><code class="language-js">let a = 1;</code></pre>' +
        '<p>See <a href="https://example.com/docs" rel="noopener noreferrer nofollow">docs</a> x</p>',
    );
    const comments = await scene.calls.inject(
      scene.cast.member,
      'GET',
      `/api/tasks/${listed?._id}/comments`,
    );
    expect(comments.json<{ comments: Comment[] }>().comments.map((c) => c.content)).toEqual([
      '<p>The manager on 2025-11-22 in Jira:</p><p>Looks <em>good</em>:</p><ul><li>ship it</li></ul>',
    ]);
  });
});
