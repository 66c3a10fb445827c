import type { Database } from '../../db/client';
import { insertLinkUnlessLoop, lockBoardLinks, taskIdsByKey } from './import-links.repo';
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
  await lockBoardLinks(tx, boardId);
  let added = 0;
  for (const link of links) {
    const waiting = ids.get(link.waiting);
    const waitedOn = ids.get(link.waitedOn);
    if (!waiting || !waitedOn || waiting === waitedOn) continue;
    if (await insertLinkUnlessLoop(tx, waiting, waitedOn, link.kind)) added += 1;
  }
  return added;
}
