import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../../apps/server/src/test/api-key-calls';
import { useBoardScene } from '../../../apps/server/src/test/board-scene';
import { quickStart } from '../examples/quick-start';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const example = readFileSync(new URL('../examples/quick-start.ts', import.meta.url), 'utf8');

const scene = useBoardScene();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await scene.t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe("the README's example", () => {
  it('is examples/quick-start.ts, word for word', () => {
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('lists boards, creates a task and moves it, on a real server with an API key', async () => {
    const { t, cast, workspace, calls } = scene;
    const board = await calls.newBoard('Release');
    const { secret } = await apiKeyCalls(t).create(cast.member, { name: 'Script', scope: 'write' });
    expect(secret).toMatch(/^tb_/);

    const task = await quickStart(baseUrl, secret, workspace.id);

    expect(task).toMatchObject({
      title: 'Write the release notes',
      boardId: board.id,
      columnId: board.columns[1],
    });
    const stored = await calls.inject(cast.member, 'GET', `/api/tasks/${task._id}`);
    expect(stored.json<{ task: { columnId: string } }>().task.columnId).toBe(board.columns[1]);
  });

  it('answers the error body, typed, to a key that only reads', async () => {
    const { t, cast, workspace } = scene;
    const { secret } = await apiKeyCalls(t).create(cast.member, { name: 'Reader', scope: 'read' });
    await expect(quickStart(baseUrl, secret, workspace.id)).rejects.toThrow(
      'FORBIDDEN: This API key can only read',
    );
  });
});
