import { describe, expect, it } from 'vitest';
import { notificationActionLabel } from './notification';

describe('notificationActionLabel', () => {
  it('names the action after the type', () => {
    expect(notificationActionLabel('board_invite')).toBe('View Project');
    expect(notificationActionLabel('workspace_invite')).toBe('Join Workspace');
    for (const type of [
      'task_assigned',
      'task_priority_changed',
      'task_comment',
      'task_due_date',
      'checklist_item_due',
    ])
      expect(notificationActionLabel(type)).toBe('View Task');
    expect(notificationActionLabel('invitation_accepted')).toBe('View Profile');
    // The spec's list names no other type.
    expect(notificationActionLabel('mention')).toBe('View Notification');
    expect(notificationActionLabel('timer_auto_stopped')).toBe('View Notification');
    expect(notificationActionLabel('anything else')).toBe('View Notification');
  });
});
