import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  checklistItems,
  commentMentions,
  comments,
  forms,
  taskActivity,
  taskAssignees,
  taskMembers,
  tasks,
  timeEntries,
} from '../../db/schema/index';

/** The columns an import writes a person into, where one row names one person. */
const AUTHORSHIP: [PgTable, PgColumn][] = [
  [tasks, tasks.createdBy],
  [comments, comments.authorId],
  [taskActivity, taskActivity.actorId],
  [timeEntries, timeEntries.userId],
  [forms, forms.createdBy],
  [checklistItems, checklistItems.assigneeId],
  [checklistItems, checklistItems.doneBy],
];

/** The ties an import writes (a person and a task or comment, once each). */
const TIES = [
  { table: taskAssignees, owner: taskAssignees.taskId, person: taskAssignees.userId },
  { table: taskMembers, owner: taskMembers.taskId, person: taskMembers.userId },
  { table: commentMentions, owner: commentMentions.commentId, person: commentMentions.userId },
];

/**
 * Makes what an import recorded for a person theirs, when they accept the invitation naming
 * their placeholder: every task, comment, history entry, hour, form and tie of the placeholder
 * moves to their account (a tie they already have is kept once). The placeholder row stays, as
 * a deleted account's does: nothing points at it any more.
 */
export async function claimPlaceholder(
  tx: Database,
  placeholderId: string,
  userId: string,
): Promise<void> {
  for (const [table, column] of AUTHORSHIP) {
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = ${userId} where ${column} = ${placeholderId}`,
    );
  }
  for (const { table, owner, person } of TIES) {
    await tx.execute(sql`
      update ${table} set ${sql.identifier(person.name)} = ${userId}
      where ${person} = ${placeholderId}
        and not exists (
          select 1 from ${table} as held
          where held.${sql.identifier(owner.name)} = ${owner} and held.${sql.identifier(person.name)} = ${userId}
        )`);
    await tx.delete(table).where(eq(person, placeholderId));
  }
}
