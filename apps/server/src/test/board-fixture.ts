import type { BoardTask, BoardTasksResponse, Task, TaskActivity } from '@teamboard/shared';
import { bearer } from './factories';
import type { TestApp } from './test-app';
import type { Account } from './workspace-fixture';

export interface TestBoard {
  id: string;
  /** The board's columns in order (a new board has the workspace's default ones). */
  columns: string[];
}

/**
 * Board and task calls for API tests, acting as `actor` unless told otherwise. Each throws
 * with the response body when the server refuses, so a test's setup can never fail silently.
 */
export function boardCalls(t: TestApp, workspaceId: string, actor: Account) {
  const inject = async (
    account: Account,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });
  const expectStatus = <R extends { statusCode: number; body: string }>(
    response: R,
    status: number,
  ): R => {
    if (response.statusCode !== status) throw new Error(`${response.statusCode}: ${response.body}`);
    return response;
  };

  async function newBoard(title = 'Web Platform', account = actor): Promise<TestBoard> {
    const created = await inject(account, 'POST', '/api/boards', { workspaceId, title });
    const id = expectStatus(created, 201).json<{ board: { _id: string } }>().board._id;
    const columns = await inject(account, 'GET', `/api/boards/${id}/columns`);
    return {
      id,
      columns: expectStatus(columns, 200)
        .json<{ columns: { _id: string }[] }>()
        .columns.map((column) => column._id),
    };
  }

  async function newTask(
    board: TestBoard,
    fields: { title: string } & Record<string, unknown>,
    column = board.columns[0],
    account = actor,
  ): Promise<Task> {
    const response = await inject(account, 'POST', '/api/tasks', {
      boardId: board.id,
      columnId: column,
      fields,
    });
    return expectStatus(response, 201).json<{ task: Task }>().task;
  }

  const updateTask = (taskId: string, fields: object, account = actor) =>
    inject(account, 'PUT', `/api/tasks/${taskId}`, fields);

  const moveTask = (taskId: string, columnId: string | undefined, position: unknown) =>
    inject(actor, 'POST', '/api/tasks/move', { taskId, columnId, position });

  async function boardTasks(board: TestBoard, account = actor): Promise<BoardTask[]> {
    const response = await inject(account, 'GET', `/api/boards/${board.id}/tasks`);
    return expectStatus(response, 200).json<BoardTasksResponse>().tasks;
  }

  /** A task's history, newest first, as `GET /api/tasks/{id}/activity` answers it. */
  async function taskHistory(taskId: string, account = actor): Promise<TaskActivity[]> {
    const response = await inject(account, 'GET', `/api/tasks/${taskId}/activity`);
    return expectStatus(response, 200).json<{ activities: TaskActivity[] }>().activities;
  }

  /** A folder at the top of the workspace; answers its id. */
  async function newFolder(name: string, account = actor): Promise<string> {
    const response = await inject(account, 'POST', '/api/folders', { workspaceId, name });
    return expectStatus(response, 201).json<{ folder: { _id: string } }>().folder._id;
  }

  return { inject, newBoard, newFolder, newTask, updateTask, moveTask, boardTasks, taskHistory };
}
