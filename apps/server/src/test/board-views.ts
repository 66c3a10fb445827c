import type { BoardUpdate } from '@teamboard/shared';
import pg from 'pg';
import { BOARD_UPDATES_CHANNEL } from '../events/board-events';
import { callApi } from './http-scene';

/**
 * What a client shows of a board's tasks, reduced to what the multi-process tests change: each
 * task's column and title, one line per task, in id order (so two views compare as strings).
 */
export type BoardView = string;

type Tasks = Map<string, string>;

const viewOf = (tasks: Tasks): BoardView =>
  [...tasks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, shown]) => `${id} ${shown}`)
    .join('\n');

const shownOf = (task: { columnId: string; title: string }) => `${task.columnId} ${task.title}`;

/** The board's tasks as the API answers them now (what a client fetches after reconnecting). */
export async function fetchedTasks(url: string, token: string, boardId: string): Promise<Tasks> {
  const { tasks } = await callApi<{ tasks: { _id: string; columnId: string; title: string }[] }>(
    url,
    `/api/boards/${boardId}/tasks`,
    token,
  );
  return new Map(tasks.map((task) => [task._id, shownOf(task)]));
}

/** Applies a task's update (one carrying the task as it now is) to a copy of `tasks`. */
function applied(tasks: Tasks, update: BoardUpdate): Tasks {
  const next = new Map(tasks);
  const payload = update.payload as { task?: { _id: string; columnId: string; title: string } };
  if (payload.task) next.set(payload.task._id, shownOf(payload.task));
  return next;
}

/** The view after each prefix of `updates`: views[n] is `start` with the first n applied. */
export function viewsAlong(start: Tasks, updates: BoardUpdate[]): BoardView[] {
  const views = [viewOf(start)];
  let tasks = start;
  for (const update of updates) {
    tasks = applied(tasks, update);
    views.push(viewOf(tasks));
  }
  return views;
}

/** `tasks` with `updates` applied in order, as a view. */
export const viewAfter = (tasks: Tasks, updates: BoardUpdate[]): BoardView =>
  viewsAlong(tasks, updates).at(-1) ?? viewOf(tasks);

/**
 * The ground truth: every update of one board in commit order, read by LISTENing on the
 * database's channel itself (an update too large for a notification read back from where it
 * was stored), independent of any server process.
 */
export async function committedUpdates(
  databaseUrl: string,
  boardId: string,
): Promise<{ updates: BoardUpdate[]; end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const updates: BoardUpdate[] = [];
  let queue = Promise.resolve();
  const read = async (json: string): Promise<BoardUpdate> => {
    const parsed = JSON.parse(json) as BoardUpdate | { stored: number };
    if (!('stored' in parsed)) return parsed;
    const { rows } = await client.query<{ payload: string }>(
      'select payload from board_update_payloads where id = $1',
      [parsed.stored],
    );
    return JSON.parse(rows[0]?.payload ?? 'null') as BoardUpdate;
  };
  client.on('notification', ({ payload = '' }) => {
    const space = payload.indexOf(' ');
    if (payload.slice(0, space) !== boardId) return;
    const json = payload.slice(space + 1);
    // In the order they came: a stored one's read holds the ones behind it.
    queue = queue.then(async () => {
      updates.push(await read(json));
    });
  });
  await client.query(`LISTEN ${pg.escapeIdentifier(BOARD_UPDATES_CHANNEL)}`);
  return { updates, end: () => client.end() };
}
