import type { BoardTask, BoardTasksResponse, Task } from '@teamboard/shared';

/**
 * A board's cached task list: the cards the board list sent, and whole tasks where a write's
 * answer, a board event or the task panel brought one (they carry the description and the
 * recorded time entries too).
 */
export interface BoardTaskList {
  /** The board's tasks version the list is at; the next fetch asks for what changed since. */
  version: number;
  tasks: BoardTask[];
}

export function isWholeTask(task: BoardTask): task is Task {
  return 'timeEntries' in task;
}

/** Whether `copy` is an older version of the task than `other` (updatedAt grows on every write). */
export function isOlderCopy(copy: BoardTask, other: BoardTask): boolean {
  return Date.parse(copy.updatedAt) < Date.parse(other.updatedAt);
}

/**
 * A fetched card in place of the cached copy. A whole copy of the same write keeps its whole
 * parts (the card may still bring newer label or people names, which change no updatedAt).
 */
function withWholeParts(known: BoardTask | undefined, card: BoardTask): BoardTask {
  if (!known || !isWholeTask(known) || known.updatedAt !== card.updatedAt) return card;
  const whole: Task = { ...card, description: known.description, timeEntries: known.timeEntries };
  return whole;
}

/**
 * The list after a fetch: a complete answer replaces it; an answer of changes since its version
 * drops the deleted tasks and puts in the changed ones, and every other task keeps its copy.
 */
export function mergeFetchedTasks(cached: BoardTask[], answer: BoardTasksResponse): BoardTaskList {
  const known = new Map(cached.map((task) => [task._id, task]));
  const tasks = answer.tasks.map((card) => withWholeParts(known.get(card._id), card));
  if (answer.complete) return { version: answer.version, tasks };
  for (const taskId of answer.removed) known.delete(taskId);
  for (const task of tasks) known.set(task._id, task);
  return { version: answer.version, tasks: [...known.values()] };
}
