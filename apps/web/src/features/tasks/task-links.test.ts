import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/task-fixtures';
import { taskLinkCandidates, taskLinkLabel } from './task-links';

const task = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy', blockers: ['t-2'] });
const tasks = [
  task,
  buildTask({ _id: 't-2', taskId: 'WEB-2', title: 'Design' }),
  buildTask({ _id: 't-10', taskId: 'WEB-10', title: 'Copy review' }),
  buildTask({ _id: 't-3', taskId: 'WEB-3', title: 'Launch' }),
];

describe('task links', () => {
  it('offers an imported task by its Jira key', () => {
    const imported = buildTask({ _id: 'jira', taskId: 'WEB-9', externalKey: 'SHOP-101' });
    const task = buildTask({ _id: 'other', taskId: 'WEB-2' });
    const found = taskLinkCandidates([imported, task], task, 'blockers', 'shop-101');
    expect(found.map((each) => each._id)).toEqual(['jira']);
  });

  it('labels a linked task by its id and title', () => {
    expect(taskLinkLabel(task)).toBe('WEB-1 Write copy');
  });

  it('searches ids and titles, never the task itself nor one already linked', () => {
    const ids = (query: string, kind: 'blockers' | 'dependencies' = 'blockers') =>
      taskLinkCandidates(tasks, task, kind, query).map((each) => each.taskId);
    expect(ids('copy')).toEqual(['WEB-10']);
    expect(ids('web')).toEqual(['WEB-3', 'WEB-10']);
    expect(ids('web', 'dependencies')).toEqual(['WEB-2', 'WEB-3', 'WEB-10']);
    expect(ids('  ')).toEqual([]);
    expect(taskLinkCandidates(tasks, task, 'dependencies', 'web', 1)).toHaveLength(1);
  });
});
