import { createTeamboardClient } from '@teamboard/client';

/** Lists a workspace's boards, creates a task on the first one and moves it to the next column. */
export async function quickStart(baseUrl: string, apiKey: string, workspaceId: string) {
  const teamboard = createTeamboardClient({ baseUrl, apiKey });

  const boards = await teamboard.GET('/api/boards', { params: { query: { workspaceId } } });
  if (boards.error) throw new Error(boards.error.message);
  const board = boards.data.boards[0];
  if (!board) throw new Error('This workspace has no board yet');

  const columns = await teamboard.GET('/api/boards/{id}/columns', {
    params: { path: { id: board._id } },
  });
  if (columns.error) throw new Error(columns.error.message);
  const [todo, next] = columns.data.columns;
  if (!todo || !next) throw new Error('The board needs two columns');

  const created = await teamboard.POST('/api/tasks', {
    body: { boardId: board._id, columnId: todo._id, fields: { title: 'Write the release notes' } },
  });
  if (created.error) throw new Error(`${created.error.code}: ${created.error.message}`);

  const moved = await teamboard.POST('/api/tasks/move', {
    body: { taskId: created.data.task._id, columnId: next._id, position: 'top' },
  });
  if (moved.error) throw new Error(`${moved.error.code}: ${moved.error.message}`);
  return moved.data.task;
}
