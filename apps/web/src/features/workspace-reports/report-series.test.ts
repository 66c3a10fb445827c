import { describe, expect, it } from 'vitest';
import { hoursLabel, hoursOf, percentLabel, spreadBoxes, weeklySeries } from './report-series';

const user = (id: string) => ({ _id: id, name: id, username: id, avatar: null });

describe('workspace report series', () => {
  it('gives each person their value per week of the report, 0 for a week they lack', () => {
    const rows = [
      {
        user: user('ada'),
        weekly: [
          { weekStart: '2026-05-11', completed: 2 },
          { weekStart: '2026-05-18', completed: 5 },
        ],
      },
      { user: user('grace'), weekly: [{ weekStart: '2026-05-18', completed: 1 }] },
    ];

    expect(weeklySeries(['2026-05-11', '2026-05-18'], rows, (week) => week.completed)).toEqual([
      { weekStart: '2026-05-11', values: { ada: 2, grace: 0 } },
      { weekStart: '2026-05-18', values: { ada: 5, grace: 1 } },
    ]);
  });

  it('draws a level as a box from its 25th to its 75th percentile, nothing without tasks', () => {
    const none = {
      tasks: 0,
      medianHours: null,
      meanHours: null,
      p25Hours: null,
      p75Hours: null,
      minHours: null,
      maxHours: null,
    };
    const normal = {
      complexity: 2,
      tasks: 5,
      medianHours: 3,
      meanHours: 6,
      p25Hours: 2.1,
      p75Hours: 4.3,
      minHours: 1,
      maxHours: 20,
    };

    expect(spreadBoxes([{ complexity: 1, ...none }, normal])).toEqual([
      { name: 'Easy', base: null, box: null, median: null, mean: null, tasks: 0 },
      { name: 'Normal', base: 2.1, box: 2.2, median: 3, mean: 6, tasks: 5 },
    ]);
  });

  it('writes hours and rates for the tables', () => {
    expect(hoursOf(5400)).toBe(1.5);
    expect(hoursOf(100)).toBe(0.03);
    expect(hoursLabel(31.456)).toBe('31.46 h');
    expect(hoursLabel(null)).toBe('–');
    expect(percentLabel(0.666)).toBe('67%');
    expect(percentLabel(null)).toBe('–');
  });
});
