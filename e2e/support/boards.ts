import type { Board, Column, Comment, Session, Task, TaskActivity } from '@teamboard/shared';
import type { Page } from 'playwright-core';

/** The signed-in user's calls to the real server, to set a board up and to read back its state. */
export interface BoardApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

export function boardApi(serverUrl: string, session: Session): BoardApi {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${serverUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
  };
}

/** `member` joins the workspace as `role` the only way there is: invited by `owner`, accepting. */
export async function joinWorkspace(
  owner: BoardApi,
  member: BoardApi,
  workspaceId: string,
  email: string,
  role = 'member',
): Promise<void> {
  await owner.post(`/api/workspaces/${workspaceId}/members`, { email, role });
  const { invitations } = await member.get<{ invitations: { _id: string }[] }>(
    '/api/me/invitations',
  );
  await member.post(`/api/me/invitations/${invitations[0]?._id ?? ''}/accept`, {});
}

/** A board with the workspace's default columns (To Do, In Progress, Done) and these tasks. */
export async function createBoard(
  api: BoardApi,
  workspaceId: string,
  title: string,
  tasks: { title: string; column: string; description?: string }[] = [],
): Promise<{ board: Board; columns: Column[]; tasks: Task[] }> {
  const { board } = await api.post<{ board: Board }>('/api/boards', { workspaceId, title });
  const { columns } = await api.get<{ columns: Column[] }>(`/api/boards/${board._id}/columns`);
  const created: Task[] = [];
  for (const task of tasks) {
    const column = columns.find((each) => each.title === task.column);
    if (!column) throw new Error(`no column ${task.column}`);
    const { task: saved } = await api.post<{ task: Task }>('/api/tasks', {
      boardId: board._id,
      columnId: column._id,
      fields: { title: task.title, description: task.description ?? null },
      position: 'bottom',
    });
    created.push(saved);
  }
  return { board, columns, tasks: created };
}

/** A board as a list of columns, each with its tasks' titles, both in position order. */
export type BoardLayout = { column: string; tasks: string[] }[];

/** What the server holds. */
export async function serverLayout(api: BoardApi, boardId: string): Promise<BoardLayout> {
  const [{ columns }, { tasks }] = await Promise.all([
    api.get<{ columns: Column[] }>(`/api/boards/${boardId}/columns`),
    api.get<{ tasks: Task[] }>(`/api/boards/${boardId}/tasks`),
  ]);
  return [...columns]
    .sort((a, b) => a.position - b.position)
    .map((column) => ({
      column: column.title,
      tasks: tasks
        .filter((task) => task.columnId === column._id)
        .sort((a, b) => a.position - b.position)
        .map((task) => task.title),
    }));
}

/** What the board page shows: columns left to right, cards top to bottom (by their names). */
export function pageLayout(page: Page): Promise<BoardLayout> {
  return page.locator('[data-testid^="board-column-"]').evaluateAll((sections) =>
    sections.map((section) => ({
      column: section.getAttribute('aria-label') ?? '',
      // A card's link reads "<task id> <title>".
      tasks: [...section.querySelectorAll('[data-testid^="task-card-"]')].map((card) =>
        (card.querySelector('[data-card-link]')?.textContent ?? '').replace(/^\S+ /, ''),
      ),
    })),
  );
}

export async function taskComments(api: BoardApi, taskId: string): Promise<string[]> {
  const { comments } = await api.get<{ comments: Comment[] }>(`/api/tasks/${taskId}/comments`);
  return comments.map((comment) => comment.content);
}

export async function taskActivity(api: BoardApi, taskId: string): Promise<TaskActivity[]> {
  const { activities } = await api.get<{ activities: TaskActivity[] }>(
    `/api/tasks/${taskId}/activity`,
  );
  return activities;
}
