import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './report-csv';

describe('report CSV', () => {
  it('writes RFC 4180: CRLF lines, quoted commas, doubled quotes, line breaks kept in quotes', () => {
    const csv = toCsv({
      headers: ['Label', 'Hours'],
      rows: [
        ['Bugs, urgent', 1.5],
        ['The "big" one', 2],
        ['Two\nlines', 0],
        ['No cycle', null],
      ],
    });
    expect(csv).toBe(
      'Label,Hours\r\n"Bugs, urgent",1.5\r\n"The ""big"" one",2\r\n"Two\nlines",0\r\nNo cycle,',
    );
  });

  it('writes text that a spreadsheet would run as a formula behind a quote, headers too', () => {
    const csv = toCsv({
      headers: ['Date', '=cmd|" /C calc"!A0'],
      rows: [
        ['+1', '-2'],
        ['@SUM(A1)', '\t=1'],
        // Papaparse's own pattern misses a formula followed by a line break.
        ['=HYPERLINK("http://x")\nmore', 'plain'],
      ],
    });
    const [header, ...rows] = Papa.parse<string[]>(csv).data;
    expect(header).toEqual(['Date', `'=cmd|" /C calc"!A0`]);
    expect(rows).toEqual([
      ["'+1", "'-2"],
      ["'@SUM(A1)", "'\t=1"],
      [`'=HYPERLINK("http://x")\nmore`, 'plain'],
    ]);
  });

  it('leaves numbers alone, negative ones included', () => {
    expect(toCsv({ headers: ['n'], rows: [[-3]] })).toBe('n\r\n-3');
  });
});
