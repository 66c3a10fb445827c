import { describe, expect, it } from 'vitest';
import { buildCard } from '../../test/task-fixtures';
import { readFilters } from './board-filters';
import { taskMatcher } from './filter-tasks';

const now = new Date(Date.UTC(2026, 2, 10, 12));
const ada = { _id: 'u-1', name: 'Ada', username: 'ada', avatar: null };
const grace = { _id: 'u-2', name: 'Grace', username: 'grace', avatar: null };

const tasks = [
  buildCard({
    _id: 'a',
    taskId: 'WEB-1',
    title: 'Write copy',
    priority: 2,
    complexity: 1,
    assignees: [ada],
    labels: [{ _id: 'l-board', name: 'Bug', color: '#dc2626', scope: 'board' }],
    dueDate: new Date(Date.UTC(2026, 2, 10, 18)).toISOString(),
  }),
  buildCard({
    _id: 'b',
    taskId: 'WEB-2',
    title: 'Pick a domain',
    priority: 3,
    members: [grace],
    blockers: ['a'],
    labels: [{ _id: 'l-workspace', name: 'Customer', color: '#2563eb', scope: 'workspace' }],
    dueDate: new Date(Date.UTC(2026, 2, 1)).toISOString(),
  }),
  buildCard({
    _id: 'c',
    taskId: 'WEB-12',
    externalKey: 'SHOP-101',
    title: 'Launch',
    dependencies: ['a', 'b'],
  }),
];

/** Tasks the server found the search text in the description of. */
function matching(search: string, descriptionMatches: string[] = []): string[] {
  const filters = readFilters(new URLSearchParams(search));
  const matches = taskMatcher(filters, now, new Set(descriptionMatches));
  return tasks.filter(matches).map((task) => task._id);
}

describe('taskMatcher', () => {
  it('finds an imported task by its Jira key, ignoring case', () => {
    expect(matching('?q=shop-101')).toEqual(['c']);
  });

  it('keeps every task without filters', () => {
    expect(matching('')).toEqual(['a', 'b', 'c']);
  });

  it('searches title and task id, ignoring case, and takes the description matches found', () => {
    expect(matching('?q=copy')).toEqual(['a']);
    expect(matching('?q=copy', ['b'])).toEqual(['a', 'b']);
    expect(matching('?q=web-1')).toEqual(['a', 'c']);
    expect(matching('?q=%20LAUNCH%20')).toEqual(['c']);
  });

  it('matches members against assignees and members', () => {
    expect(matching('?members=u-2')).toEqual(['b']);
    expect(matching('?members=u-1,u-2')).toEqual(['a', 'b']);
    expect(matching('?members=u-1,u-2&not=members')).toEqual(['c']);
  });

  it('filters board and workspace labels alike, with "is not"', () => {
    expect(matching('?labels=l-workspace')).toEqual(['b']);
    expect(matching('?labels=l-board,l-workspace')).toEqual(['a', 'b']);
    expect(matching('?labels=l-workspace&not=labels')).toEqual(['a', 'c']);
  });

  it('filters priority and complexity, with "is not"', () => {
    expect(matching('?priority=2,3')).toEqual(['a', 'b']);
    expect(matching('?priority=1&not=priority')).toEqual(['a', 'b']);
    expect(matching('?complexity=1')).toEqual(['a']);
    expect(matching('?complexity=1&not=complexity')).toEqual(['b', 'c']);
  });

  it('filters due date buckets', () => {
    expect(matching('?dueDates=today')).toEqual(['a']);
    expect(matching('?dueDates=overdue,none')).toEqual(['b', 'c']);
    expect(matching('?dueDates=none&not=dueDates')).toEqual(['a', 'b']);
  });

  it('never counts a task in a done column as overdue', () => {
    const filters = readFilters(new URLSearchParams('?dueDates=overdue'));
    const done = new Set([tasks[1]?.columnId ?? '']);
    expect(tasks.filter(taskMatcher(filters, now, new Set(), done))).toEqual([]);
    const notOverdue = readFilters(new URLSearchParams('?dueDates=overdue&not=dueDates'));
    expect(
      tasks.filter(taskMatcher(notOverdue, now, new Set(), done)).map((task) => task._id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('matches a task when any of its blockers or dependencies is listed', () => {
    expect(matching('?blockers=a')).toEqual(['b']);
    expect(matching('?dependencies=b,x')).toEqual(['c']);
    expect(matching('?dependencies=a&not=dependencies')).toEqual(['a', 'b']);
  });

  it('needs every filter and the search to match', () => {
    expect(matching('?priority=2,3&q=domain')).toEqual(['b']);
    expect(matching('?priority=1&dependencies=a')).toEqual(['c']);
    expect(matching('?priority=2&dependencies=a')).toEqual([]);
  });
});
