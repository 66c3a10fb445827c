import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
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

/** The board's tasks of these Jira keys, by key. */
async function taskIdsByKey(tx: Database, boardId: string, keys: string[]) {
  const rows = await rawRows<{ id: string; jira_key: string }>(
    tx,
    sql`select id, jira_key from tasks where board_id = ${boardId} and jira_key in ${keys}`,
  );
  return new Map(rows.map((row) => [row.jira_key, row.id]));
}

/**
 * Links the issues' tasks as Jira did, between tasks of this board only (a link to an issue the
 * board does not have is left out). A link that would make tasks wait for each other in a loop is
 * left out too, as the app refuses one; links already there stay. Answers how many it added.
 */
export async function writeIssueLinks(
  tx: Database,
  boardId: string,
  issues: JiraIssue[],
): Promise<number> {
  const links = issues.flatMap(linksOf);
  if (links.length === 0) return 0;
  const ids = await taskIdsByKey(tx, boardId, [
    ...new Set(links.flatMap((link) => [link.waiting, link.waitedOn])),
  ]);
  // Link changes on one board queue up, so no two writers can close a loop between them.
  await tx.execute(sql`select 1 from boards where id = ${boardId} for update`);
  let added = 0;
  for (const link of links) {
    const waiting = ids.get(link.waiting);
    const waitedOn = ids.get(link.waitedOn);
    if (!waiting || !waitedOn || waiting === waitedOn) continue;
    const inserted = await rawRows<{ task_id: string }>(
      tx,
      sql`
      insert into task_links (task_id, linked_task_id, kind)
      select ${waiting}, ${waitedOn}, ${link.kind}
      where not exists (
        with recursive waits_for(id) as (
          select linked_task_id from task_links where task_id = ${waitedOn}
          union
          select l.linked_task_id from task_links l join waits_for f on l.task_id = f.id)
        select 1 from waits_for where id = ${waiting})
      on conflict do nothing
      returning task_id`,
    );
    added += inserted.length;
  }
  return added;
}
