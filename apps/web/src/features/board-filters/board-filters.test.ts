import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersSearch,
  isFiltering,
  NO_FILTERS,
  readFilters,
  setNegated,
  toggleValue,
} from './board-filters';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe('readFilters', () => {
  it('reads each kind as a comma-separated list and the "is not" kinds from not', () => {
    const filters = read(
      '?priority=3,2&members=u-1,u-2&dueDates=today,overdue&not=priority&q=Copy',
    );
    expect(filters.search).toBe('Copy');
    expect(filters.kinds.priority).toEqual({ values: ['2', '3'], negated: true });
    expect(filters.kinds.members).toEqual({ values: ['u-1', 'u-2'], negated: false });
    expect(filters.kinds.dueDates.values).toEqual(['overdue', 'today']);
    expect(filters.kinds.blockers).toEqual({ values: [], negated: false });
  });

  it('drops unknown, empty and repeated values', () => {
    const filters = read('?priority=0,2,9,x,2&complexity=,&dueDates=soon,later&blockers=t-1,,t-1');
    expect(filters.kinds.priority.values).toEqual(['2']);
    expect(filters.kinds.complexity.values).toEqual([]);
    expect(filters.kinds.dueDates.values).toEqual(['later']);
    expect(filters.kinds.blockers.values).toEqual(['t-1']);
  });
});

describe('filtersSearch', () => {
  it('writes the filters in a fixed order after the other parameters, commas readable', () => {
    let filters = toggleValue(NO_FILTERS, 'priority', '3');
    filters = toggleValue(filters, 'priority', '2');
    filters = toggleValue(filters, 'members', 'u-1');
    filters = setNegated(filters, 'members', true);
    filters = { ...filters, search: 'launch copy' };
    expect(filtersSearch('?task=WEB-1', filters)).toBe(
      '?task=WEB-1&q=launch+copy&members=u-1&priority=2,3&not=members',
    );
  });

  it('round-trips through the query string', () => {
    const search = '?task=WEB-2&q=x&complexity=5&dependencies=t-1,t-2&not=dependencies';
    expect(filtersSearch(search, read(search))).toBe(search);
  });

  it('removes every filter parameter for no filters, keeping the task', () => {
    expect(filtersSearch('?priority=2&not=priority&q=a&task=WEB-1', NO_FILTERS)).toBe(
      '?task=WEB-1',
    );
  });

  it('switches a value off again', () => {
    const filters = toggleValue(read('?priority=2,3'), 'priority', '2');
    expect(filtersSearch('', filters)).toBe('?priority=3');
  });
});

describe('activeFilterCount', () => {
  it('counts kinds with values, not the search nor a lone "is not"', () => {
    expect(activeFilterCount(read('?priority=2,3&members=u-1&q=x&not=complexity'))).toBe(2);
    expect(isFiltering(read('?not=complexity'))).toBe(false);
    expect(isFiltering(read('?q=x'))).toBe(true);
    expect(isFiltering(read('?q=%20'))).toBe(false);
  });
});
