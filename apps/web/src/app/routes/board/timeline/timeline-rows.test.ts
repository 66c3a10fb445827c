import { describe, expect, it } from 'vitest';
import { buildTask } from '../../../../test/task-fixtures';
import { buildUser } from '../../../../test/fixtures';
import {
  dependencyLinks,
  GROUP_HEIGHT,
  ROW_HEIGHT,
  rowTops,
  timelineGroups,
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

  it('groups by first assignee by name, the unassigned last', () => {
    const groups = timelineGroups([ship, design, build], 'assignee', columns);
    expect(groups.map((group) => group.title)).toEqual(['Bob', 'Unassigned']);
  });
});

describe('dependencyLinks', () => {
  it("draws from the dependency's end to the task's start, late when it starts earlier", () => {
    const groups = timelineGroups([ship, design, build], 'column', columns);
    const tops = rowTops(groups);
    expect(tops.get('design')).toBe(GROUP_HEIGHT * 2 + 2 * ROW_HEIGHT);
    const links = dependencyLinks([ship, design, build], tops, scale);
    expect(links.map((link) => [link.key, link.late])).toEqual([
      // Ship is due the day after Build ends: on time; Build starts before Design ends: late.
      ['build>ship', false],
      ['design>build', true],
    ]);
    const buildTop = tops.get('build')! + ROW_HEIGHT / 2;
    const designTop = tops.get('design')! + ROW_HEIGHT / 2;
    expect(links[1]?.path).toBe(`M 50 ${designTop} h 8 V ${buildTop} H 30`);
  });

  it('draws nothing for a dependency not on the chart', () => {
    const tops = rowTops(timelineGroups([build], 'column', columns));
    expect(dependencyLinks([build], tops, scale)).toEqual([]);
  });
});
