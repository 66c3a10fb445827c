import type { Comment, TaskActivity } from '@teamboard/shared';

/** One entry of a task's timeline: a comment, or a line of its history. */
export type TimelineEntry =
  | { kind: 'comment'; at: string; comment: Comment }
  | { kind: 'history'; at: string; entry: TaskActivity };

/** History lines about comments: the comments themselves stand for them on the timeline. */
const ABOUT_COMMENTS = new Set<TaskActivity['type']>(['comment_added', 'comment_deleted']);

/** Comments and history together, oldest first (newest last, by the composer). */
export function timelineOf(comments: Comment[], history: TaskActivity[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...comments.map((comment) => ({ kind: 'comment' as const, at: comment.createdAt, comment })),
    ...history
      .filter((entry) => !ABOUT_COMMENTS.has(entry.type))
      .map((entry) => ({ kind: 'history' as const, at: entry.createdAt, entry })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
