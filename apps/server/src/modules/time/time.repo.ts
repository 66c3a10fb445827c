import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  boards,
  tasks,
  timeEntries,
  users,
  workspaces,
  type TimeEntryRow,
} from '../../db/schema/index';

/**
 * Serialises one user's timer calls (start, stop, cancel), whatever board they are on: each
 * takes this lock first. NO KEY UPDATE rather than UPDATE, so rows that merely reference the
 * user (their notifications, comments, entries) can still be inserted meanwhile.
 */
export async function lockTimersOf(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Locks the boards a use case will write on, in one order: every time entry write bumps its
 * board's task-list version (a trigger), and two boards taken in opposite orders by two
 * concurrent timer switches would deadlock.
 */
export async function lockBoards(tx: Database, boardIds: string[]): Promise<void> {
  await tx
    .select({ id: boards.id })
    .from(boards)
    .where(inArray(boards.id, [...new Set(boardIds)]))
    .orderBy(asc(boards.id))
    .for('no key update');
}

/** The user's running timer, wherever it is, locked (the auto-stop job may hold it: then none). */
export async function runningTimerOf(
  tx: Database,
  userId: string,
): Promise<TimeEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.duration)))
    .for('update');
  return row;
}

/** A recorded (stopped) entry of this very task, locked; running timers are not entries. */
export async function recordedEntryOfTask(
  tx: Database,
  taskId: string,
  entryId: string,
): Promise<TimeEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.id, entryId),
        eq(timeEntries.taskId, taskId),
        isNotNull(timeEntries.duration),
      ),
    )
    .for('update');
  return row;
}

/** The oldest timer started at or before `startedBy`, locked; others' locked rows are skipped. */
export async function claimOverdueTimer(
  tx: Database,
  startedBy: Date,
): Promise<TimeEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(isNull(timeEntries.duration), lte(timeEntries.startTime, startedBy)))
    .orderBy(asc(timeEntries.startTime))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** What the active-timer lookup shows of a user's running timer, with where it is. */
export async function runningTimerWithPlace(db: Database, userId: string) {
  const [row] = await db
    .select({
      entry: { id: timeEntries.id, startTime: timeEntries.startTime },
      task: { id: tasks.id, number: tasks.number, title: tasks.title },
      board: { id: boards.id, key: boards.key, title: boards.title },
      workspace: { id: workspaces.id, url: workspaces.url },
    })
    .from(timeEntries)
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .innerJoin(boards, eq(boards.id, tasks.boardId))
    .innerJoin(workspaces, eq(workspaces.id, boards.workspaceId))
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.duration)));
  return row;
}

/** Adds an entry (a running timer while it has no duration); answers its id. */
export async function insertTimeEntry(
  tx: Database,
  values: typeof timeEntries.$inferInsert,
): Promise<string> {
  const [created] = await tx.insert(timeEntries).values(values).returning({ id: timeEntries.id });
  if (!created) throw new Error('insert into time_entries returned no row');
  return created.id;
}

/** Writes the fields given (a timer stops by getting its duration), marking the entry updated. */
export async function updateTimeEntryRow(
  tx: Database,
  entryId: string,
  fields: Partial<Pick<TimeEntryRow, 'startTime' | 'duration' | 'description'>>,
): Promise<void> {
  await tx
    .update(timeEntries)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(timeEntries.id, entryId));
}

export async function deleteTimeEntryRow(tx: Database, entryId: string): Promise<void> {
  await tx.delete(timeEntries).where(eq(timeEntries.id, entryId));
}
