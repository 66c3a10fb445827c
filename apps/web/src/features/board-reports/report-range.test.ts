import { describe, expect, it } from 'vitest';
import { presetRange, readRange, writeRange } from './report-range';

const TODAY = '2026-05-20';
const read = (search: string) => readRange(new URLSearchParams(search), TODAY);

describe('report range', () => {
  it('is the last 4 weeks (28 days up to today) by default', () => {
    expect(read('')).toEqual({ preset: 'last-4-weeks', from: '2026-04-23', to: '2026-05-20' });
  });

  it('starts this quarter on its first day', () => {
    expect(read('?range=this-quarter')).toEqual({
      preset: 'this-quarter',
      from: '2026-04-01',
      to: TODAY,
    });
    expect(presetRange('this-quarter', '2026-03-31').from).toBe('2026-01-01');
  });

  it('starts this week on its Monday (UTC)', () => {
    expect(read('?range=this-week')).toEqual({
      preset: 'this-week',
      from: '2026-05-18',
      to: TODAY,
    });
    expect(presetRange('this-week', '2026-05-24').from).toBe('2026-05-18');
    expect(presetRange('this-week', '2026-05-18').from).toBe('2026-05-18');
  });

  it('reads valid custom days, and falls back on days the server would refuse', () => {
    expect(read('?from=2026-01-05&to=2026-02-01')).toEqual({
      preset: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
    });
    expect(read('?from=2026-02-01&to=2026-01-05').preset).toBe('last-4-weeks');
    expect(read('?from=2024-01-01&to=2026-01-05').preset).toBe('last-4-weeks');
    expect(read('?from=soon&to=2026-01-05&range=this-quarter').preset).toBe('this-quarter');
    expect(read('?range=custom').preset).toBe('last-4-weeks');
  });

  it('writes only what differs from the default, other parameters kept', () => {
    const params = new URLSearchParams('q=logo&range=this-quarter');
    const write = (range: Parameters<typeof writeRange>[1]) => writeRange(params, range).toString();
    expect(write(presetRange('last-4-weeks', TODAY))).toBe('q=logo');
    expect(write(presetRange('this-quarter', TODAY))).toBe('q=logo&range=this-quarter');
    expect(write(presetRange('this-week', TODAY))).toBe('q=logo&range=this-week');
    expect(write({ preset: 'custom', from: '2026-01-05', to: '2026-02-01' })).toBe(
      'q=logo&from=2026-01-05&to=2026-02-01',
    );
  });
});
