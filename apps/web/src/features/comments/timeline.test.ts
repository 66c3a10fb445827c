import type { Comment, TaskActivity } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { timelineOf } from './timeline';

const comment = (id: string, createdAt: string): Comment => ({
  _id: id,
  taskId: 't-1',
  author: null,
  content: id,
  mentions: [],
  createdAt,
  editedAt: null,
});
const line = (id: string, type: TaskActivity['type'], createdAt: string): TaskActivity => ({
  _id: id,
  taskId: 't-1',
  type,
  actor: null,
  createdAt,
});

describe('a task timeline', () => {
  it('puts comments and history together, oldest first, without the lines about comments', () => {
    const entries = timelineOf(
      [comment('c-2', '2026-01-03T00:00:00.000Z'), comment('c-1', '2026-01-01T12:00:00.000Z')],
      [
        line('a-3', 'comment_added', '2026-01-03T00:00:00.000Z'),
        line('a-2', 'task_moved', '2026-01-02T00:00:00.000Z'),
        line('a-1', 'task_created', '2026-01-01T00:00:00.000Z'),
      ],
    );
    expect(
      entries.map((each) => (each.kind === 'comment' ? each.comment._id : each.entry._id)),
    ).toEqual(['a-1', 'c-1', 'a-2', 'c-2']);
  });
});
