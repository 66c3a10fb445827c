import type { TaskActivity } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity';

const ana = { _id: 'user-5', name: 'Ana', username: 'ana', avatar: null };

function activity(overrides: Partial<TaskActivity>): TaskActivity {
  return {
    _id: 'a-1',
    taskId: 't-1',
    type: 'task_created',
    actor: ana,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('describeActivity', () => {
  it('reads each kind of line as a sentence', () => {
    expect(describeActivity(activity({}))).toBe('Ana created this task');
    expect(describeActivity(activity({ actor: null, form: 'Support <request>' }))).toBe(
      'Created by form Support <request>',
    );
    expect(
      describeActivity(activity({ type: 'task_updated', fields: ['priority', 'dueDate'] })),
    ).toBe('Ana changed priority, due date');
    expect(
      describeActivity(activity({ type: 'task_moved', fromColumn: 'To Do', toColumn: 'Done' })),
    ).toBe('Ana moved this task from To Do to Done');
    expect(describeActivity(activity({ type: 'comment_added', commentId: 'c-1' }))).toBe(
      'Ana commented',
    );
    expect(describeActivity(activity({ type: 'comment_deleted' }))).toBe('Ana deleted a comment');
  });

  it('copes with a missing actor, unknown fields and partial moves', () => {
    expect(describeActivity(activity({ actor: null }))).toBe('Someone created this task');
    expect(describeActivity(activity({ type: 'task_updated', fields: ['startDate'] }))).toBe(
      'Ana changed start date',
    );
    expect(describeActivity(activity({ type: 'task_updated' }))).toBe('Ana updated this task');
    expect(
      describeActivity(activity({ type: 'task_moved', fromColumn: 'Done', toColumn: 'Done' })),
    ).toBe('Ana moved this task within Done');
    expect(describeActivity(activity({ type: 'task_moved' }))).toBe('Ana moved this task');
  });
});
