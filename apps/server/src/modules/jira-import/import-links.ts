import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JiraIssue } from './jira-issue';

/** "waiting waits for waitedOn", as a task link of this kind. */
interface IssueLink {
  waiting: string;
  waitedOn: string;
  kind: 'blocker' | 'dependency';
}

/**
 * An issue's links as the board's: what blocks it (its own inward links, and the issues whose
 * outward links name it) are its blockers; a parent depends on its sub-tasks.
 */
export function linksOf(issue: JiraIssue): IssueLink[] {
  return [
    ...issue.blockedBy.map((key) => ({
      waiting: issue.key,
      waitedOn: key,
      kind: 'blocker' as const,
    })),
    ...issue.blocks.map((key) => ({ waiting: key, waitedOn: issue.key, kind: 'blocker' as const })),
    ...issue.subtasks.map((key) => ({
      waiting: issue.key,
      waitedOn: key,
      kind: 'dependency' as const,
    })),
    ...(issue.parent
      ? [{ waiting: issue.parent, waitedOn: issue.key, kind: 'dependency' as const }]
      : []),
  ];
}

/**
 * Links the issues' tasks as Jira did, between tasks of this board only (a link to an issue the
 * board does not have is left out). A link that would make tasks wait for each other in a loop is
 * left out too, as the app refuses one; links already there stay.
 */
export async function writeIssueLinks(
  tx: Database,
  boardId: string,
  issues: JiraIssue[],
): Promise<void> {
  const links = issues.flatMap(linksOf);
  if (links.length === 0) return;
  // Link changes on one board queue up, so no two writers can close a loop between them.
  await tx.execute(sql`select 1 from boards where id = ${boardId} for update`);
  for (const link of links) {
    await tx.execute(sql`
      insert into task_links (task_id, linked_task_id, kind)
      select w.id, o.id, ${link.kind}
      from tasks w, tasks o
      where w.board_id = ${boardId} and w.jira_key = ${link.waiting}
        and o.board_id = ${boardId} and o.jira_key = ${link.waitedOn} and w.id <> o.id
        and not exists (
          with recursive waits_for(id) as (
            select linked_task_id from task_links where task_id = o.id
            union
            select l.linked_task_id from task_links l join waits_for f on l.task_id = f.id)
          select 1 from waits_for where id = w.id)
      on conflict do nothing`);
  }
}
