import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/task-fixtures';
import { buildUser } from '../../test/fixtures';
import {
  dependencyLinks,
  GROUP_HEIGHT,
  ROW_HEIGHT,
  timelineGroups,
  timelineRows,
} from './timeline-rows';

const at = (day: string) => `${day}T00:00:00.000Z`;
const ada = buildUser({ _id: 'ada', name: 'Ada' });
const bob = buildUser({ _id: 'bob', name: 'Bob' });
const design = buildTask({
  _id: 'design',
  title: 'Design',
  columnId: 'col-2',
  startDate: at('2026-11-02'),
  dueDate: at('2026-11-05'),
  assignees: [bob, ada],
});
const build = buildTask({
  _id: 'build',
  title: 'Build',
  startDate: at('2026-11-04'),
  dueDate: at('2026-11-09'),
  dependencies: ['design'],
});
const ship = buildTask({
  _id: 'ship',
  title: 'Ship',
  dueDate: at('2026-11-10'),
  dependencies: ['build'],
});
const columns = [
  { _id: 'col-1', title: 'To do' },
  { _id: 'col-2', title: 'Doing' },
];
const scale = { start: '2026-11-01', days: 30, dayWidth: 10 };

describe('timelineGroups', () => {
  it('groups by column in column order, tasks by first date', () => {
    const groups = timelineGroups([ship, design, build], 'column', columns);
    expect(
      groups.map((group) => [group.title, group.y, group.tasks.map((task) => task._id)]),
    ).toEqual([
      ['To do', 0, ['build', 'ship']],
      ['Doing', GROUP_HEIGHT + 2 * ROW_HEIGHT, ['design']],
    ]);
  });

  it('groups by assignee by name, a task under each of its assignees, the unassigned last', () => {
    const groups = timelineGroups([ship, design, build], 'assignee', columns);
    expect(groups.map((group) => [group.title, group.tasks.map((task) => task._id)])).toEqual([
      ['Ada', ['design']],
      ['Bob', ['design']],
      ['Unassigned', ['build', 'ship']],
    ]);
  });

  it('gives a task under two assignees a row in each, arrows drawn within each group', () => {
    const groups = timelineGroups([design, build], 'assignee', columns);
    const rows = timelineRows(groups);
    expect(rows.map((row) => [row.key, row.top])).toEqual([
      ['ada/design', GROUP_HEIGHT],
      ['bob/design', 2 * GROUP_HEIGHT + ROW_HEIGHT],
      ['/build', 3 * GROUP_HEIGHT + 2 * ROW_HEIGHT],
    ]);
    const links = dependencyLinks(rows, scale);
    expect(links.map((link) => [link.key, link.rowKey])).toEqual([['ada/design>/build', '/build']]);
  });
});

describe('dependencyLinks', () => {
  it("draws from the dependency's end to the task's start, late when it starts earlier", () => {
    const rows = timelineRows(timelineGroups([ship, design, build], 'column', columns));
    const top = (taskId: string) => rows.find((row) => row.task._id === taskId)?.top ?? -1;
    expect(top('design')).toBe(GROUP_HEIGHT * 2 + 2 * ROW_HEIGHT);
    const links = dependencyLinks(rows, scale);
    expect(links.map((link) => [link.key, link.late])).toEqual([
      // Build starts before Design ends: late; Ship is due the day after Build ends: on time.
      ['col-2/design>col-1/build', true],
      ['col-1/build>col-1/ship', false],
    ]);
    const buildTop = top('build') + ROW_HEIGHT / 2;
    const designTop = top('design') + ROW_HEIGHT / 2;
    expect(links[0]?.path).toBe(`M 50 ${designTop} h 8 V ${buildTop} H 30`);
  });

  it('draws nothing for a dependency not on the chart', () => {
    const rows = timelineRows(timelineGroups([build], 'column', columns));
    expect(dependencyLinks(rows, scale)).toEqual([]);
  });
});
