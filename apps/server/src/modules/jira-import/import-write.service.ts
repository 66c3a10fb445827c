import { MAX_TASKS_PER_BOARD, POSITION_STEP } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { PlannedTask } from './import-plan';
import {
  existingTasks,
  heldTasks,
  insertImportedTasks,
  insertNewComments,
  insertNewWorklogs,
  lastPositions,
  lockBoardCounter,
  replacePeopleAndLabels,
  setTaskCounter,
  takenNumbers,
  updateImportedTasks,
  type ImportWriter,
} from './import-write.repo';

export interface WriteOutcome {
  /** The rows written, and whether each made a new task. */
  written: { row: number; created: boolean }[];
  /** Rows refused whole (the board is full): named, nothing of them written. */
  refused: { row: number; message: string }[];
}

/**
 * Writes a batch of planned tasks in the caller's transaction, in a few set-based statements:
 * new tasks at the bottom of their columns in the batch's order, existing ones (same Jira key on
 * this board) brought in line with the export (moved to the bottom of their new column when their
 * status changed), then their labels, assignees, comments and worklogs. Comments and worklogs
 * already imported (same import key) are left as they are.
 */
export async function writePlannedTasks(
  tx: Database,
  writer: ImportWriter,
  planned: PlannedTask[],
): Promise<WriteOutcome> {
  const existing = await existingTasks(tx, writer.boardId, planned);
  const fresh = planned.filter((task) => !existing.has(task.key));
  const room = await roomFor(tx, writer.boardId, fresh.length);
  const refused = fresh.slice(room).map((task) => ({
    row: task.row,
    message: `The project is full: it holds at most ${MAX_TASKS_PER_BOARD.toLocaleString('en-US')} tasks`,
  }));
  const creating = fresh.slice(0, room);
  const moving = planned.filter((task) => {
    const found = existing.get(task.key);
    return found !== undefined && found.columnId !== task.columnId;
  });
  const positions = await bottomPositions(tx, [...creating, ...moving]);
  const ids = new Map<string, string>();
  for (const [key, found] of existing) ids.set(key, found.id);
  for (const [key, id] of await insertTasks(tx, writer, creating, positions)) ids.set(key, id);
  const updating = planned.filter((task) => existing.has(task.key));
  if (updating.length > 0) await updateImportedTasks(tx, writer, updating, ids, positions);
  const kept = planned.filter((task) => ids.has(task.key));
  if (kept.length > 0) await replacePeopleAndLabels(tx, kept, ids);
  await insertNewComments(tx, writer, kept, ids);
  await insertNewWorklogs(tx, writer, kept, ids);
  return {
    written: kept.map((task) => ({ row: task.row, created: !existing.has(task.key) })),
    refused,
  };
}

/** How many of `wanted` new tasks the board takes; takes their numbers' place in its counter. */
async function roomFor(tx: Database, boardId: string, wanted: number): Promise<number> {
  if (wanted === 0) return 0;
  const held = await heldTasks(tx, boardId);
  return Math.max(0, Math.min(wanted, MAX_TASKS_PER_BOARD - held));
}

/** The next free places at the bottom of each column, in the order the tasks come. */
async function bottomPositions(tx: Database, tasks: PlannedTask[]): Promise<Map<string, number>> {
  const columnIds = [...new Set(tasks.map((task) => task.columnId))];
  if (columnIds.length === 0) return new Map();
  const last = await lastPositions(tx, columnIds);
  const positions = new Map<string, number>();
  for (const task of tasks) {
    const next = (last.get(task.columnId) ?? 0) + POSITION_STEP;
    last.set(task.columnId, next);
    positions.set(task.key, next);
  }
  return positions;
}

/** Inserts the new tasks with their numbers (numbersFor); answers their ids by Jira key. */
async function insertTasks(
  tx: Database,
  writer: ImportWriter,
  tasks: PlannedTask[],
  positions: Map<string, number>,
): Promise<Map<string, string>> {
  if (tasks.length === 0) return new Map();
  const numbers = await numbersFor(tx, writer.boardId, tasks);
  return insertImportedTasks(tx, writer, tasks, numbers, positions);
}

/** The largest task number a key may keep (numbers are 32-bit integers). */
const MAX_NUMBER = 2_147_483_647;

/** The number in an issue's key when its project key is the board's ("SHOP-7" on SHOP). */
function ownNumber(issueKey: string, boardKey: string): number | null {
  const match = /^([A-Za-z][A-Za-z0-9]*)-(\d{1,10})$/.exec(issueKey);
  if (match?.[1]?.toUpperCase() !== boardKey) return null;
  const number = Number(match[2]);
  return number >= 1 && number <= MAX_NUMBER ? number : null;
}

/**
 * The new tasks' numbers, so that a Jira key stays findable as it was: an issue of the board's
 * own key keeps its number when no task holds it, the others take the board's next numbers
 * (after every number kept, which the board's counter then passes).
 */
async function numbersFor(tx: Database, boardId: string, tasks: PlannedTask[]): Promise<number[]> {
  const board = await lockBoardCounter(tx, boardId);
  if (!board) throw new Error(`board ${boardId} vanished while importing`);
  const own = tasks.map((task) => ownNumber(task.key, board.key));
  const taken = await takenNumbers(
    tx,
    boardId,
    own.filter((number) => number !== null),
  );
  const kept = new Set<number>();
  const numbers = own.map((number) => {
    if (number === null || taken.has(number) || kept.has(number)) return null;
    kept.add(number);
    return number;
  });
  let next = Math.max(board.counter, ...kept);
  const assigned = numbers.map((number) => number ?? (next += 1));
  await setTaskCounter(tx, boardId, next);
  return assigned;
}
