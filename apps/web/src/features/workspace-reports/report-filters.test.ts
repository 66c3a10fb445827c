import { describe, expect, it } from 'vitest';
import { readFilters, reportQuery, writeFilters } from './report-filters';

const TODAY = '2026-05-20';
const read = (search: string) => readFilters(new URLSearchParams(search), TODAY);

describe('workspace report filters', () => {
  it('reads the range, the boards and the members from the query string', () => {
    expect(read('?range=this-week&boards=b1,b2&members=u1')).toEqual({
      range: { preset: 'this-week', from: '2026-05-18', to: TODAY },
      boardIds: ['b1', 'b2'],
      userIds: ['u1'],
    });
    expect(read('')).toEqual({
      range: { preset: 'last-4-weeks', from: '2026-04-23', to: TODAY },
      boardIds: [],
      userIds: [],
    });
  });

  it('writes them back, empty lists and the default range left out, the rest kept', () => {
    const filters = read('?from=2026-01-05&to=2026-02-01&boards=b1');
    const write = (search: string, changes: Partial<typeof filters>) =>
      writeFilters(new URLSearchParams(search), { ...filters, ...changes }).toString();

    expect(write('tab=1', {})).toBe('tab=1&from=2026-01-05&to=2026-02-01&boards=b1');
    expect(write('boards=b1&members=u1', { ...read(''), userIds: ['u2', 'u3'] })).toBe(
      'members=u2%2Cu3',
    );
  });

  it('asks the API for the range and only the lists that narrow it', () => {
    expect(reportQuery(read('?boards=b1,b2'))).toEqual({
      from: '2026-04-23',
      to: TODAY,
      boardIds: 'b1,b2',
    });
    expect(reportQuery(read('?range=this-week&members=u1'))).toEqual({
      from: '2026-05-18',
      to: TODAY,
      userIds: 'u1',
    });
  });
});
