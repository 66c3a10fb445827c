import { describe, expect, it } from 'vitest';
import { readFilters } from '../board-filters/board-filters';
import { countLink, DUE_THIS_WEEK_FILTER, levelFilter, OVERDUE_FILTER } from './count-links';

const link = (search: string, filter?: Parameters<typeof countLink>[4]) =>
  countLink('acme', 'board-1', search, readFilters(new URLSearchParams(search)), filter);

describe('count links', () => {
  it('opens the board with the count filter added to the page filters', () => {
    expect(link('?members=u-1', OVERDUE_FILTER)).toBe(
      '/acme/projects/board-1?members=u-1&dueDates=overdue',
    );
    expect(link('', DUE_THIS_WEEK_FILTER)).toBe(
      '/acme/projects/board-1?dueDates=today,tomorrow,next-week',
    );
  });

  it('replaces the page filter of the same kind, "is not" included', () => {
    expect(link('?priority=2,3&not=priority&q=logo', levelFilter('priority', 3))).toBe(
      '/acme/projects/board-1?q=logo&priority=3',
    );
  });

  it('writes "no complexity" as complexity is not any level', () => {
    expect(link('', levelFilter('complexity', null))).toBe(
      '/acme/projects/board-1?complexity=1,2,3,4,5&not=complexity',
    );
  });

  it('keeps the page filters alone for a column count', () => {
    expect(link('?dueDates=overdue')).toBe('/acme/projects/board-1?dueDates=overdue');
  });
});
