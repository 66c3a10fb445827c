import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ExportRejected } from '../jira-issue';
import { parseExport } from './parse-export';
import { fixture, upload } from './test-input';

const EXPORT_AGAIN = 'export it from Jira with "CSV (all fields)" or "CSV (current fields)"';
const NOT_UTF8 =
  'This file is not a Jira CSV or JSON export: it is not UTF-8 text (a CSV saved from a spreadsheet must be saved as "CSV UTF-8")';

async function rejection(input: AsyncIterable<string | Buffer>, maxBytes?: number) {
  const error = await parseExport(input, maxBytes === undefined ? {} : { maxBytes }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExportRejected);
  return (error as ExportRejected).message;
}

describe('a file that cannot be imported is refused, saying why', () => {
  it('an image or a spreadsheet (not text)', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    );
    expect(await rejection(upload(png))).toBe(NOT_UTF8);
    const xlsx = Buffer.from('504b0304140006000800000021006', 'hex');
    expect(await rejection(upload(xlsx))).toBe('This file is not a Jira CSV or JSON export');
  });

  it('a CSV saved in another encoding than UTF-8', async () => {
    const latin1 = Buffer.from('Issue key,Summary\nA-1,Caf\xe9\n', 'latin1');
    expect(await rejection(upload(latin1))).toBe(NOT_UTF8);
  });

  it('a CSV without a Summary or an Issue key column', async () => {
    expect(await rejection(upload('Key,Title\nA-1,One\n'))).toBe(
      `This file has no Summary column: ${EXPORT_AGAIN}`,
    );
    expect(await rejection(upload('Summary,Status\nOne,Done\n'))).toBe(
      `This file has no Issue key column: ${EXPORT_AGAIN}`,
    );
  });

  it('stops reading the upload once refused', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `A-${i},Issue ${i}\n`);
    const file = Readable.from(['Key,Title\n', ...rows]);
    expect(await rejection(file)).toMatch(/^This file has no Summary column/);
    expect(file.destroyed).toBe(true);
  });

  it('an empty file, or one with nothing but a byte-order mark and white space', async () => {
    expect(await rejection(upload())).toBe('The file is empty');
    expect(await rejection(upload(''))).toBe('The file is empty');
    expect(await rejection(upload('\uFEFF \r\n\t\n'))).toBe('The file is empty');
  });

  it('a file with no issue', async () => {
    const none = 'The file has no issues: export again with a filter that finds some';
    expect(await rejection(upload('Summary,Issue key\r\n'))).toBe(none);
    expect(await rejection(upload('Summary,Issue key\n\n\n'))).toBe(none);
    expect(await rejection(upload('{"startAt":0,"total":0,"issues":[]}'))).toBe(none);
  });

  it('a file larger than the limit, as soon as it passes it', async () => {
    expect(await rejection(upload(fixture('all-fields.csv')), 100)).toBe(
      'The file is larger than 100 bytes: export fewer issues at a time (a project or a date range per file) and import each file',
    );
    const megabyte = Buffer.alloc(1024 * 1024, ' ');
    async function* huge() {
      yield '{"issues": [';
      for (let i = 0; i < 60; i += 1) yield megabyte;
      throw new Error('read past the limit');
    }
    expect(await rejection(huge())).toBe(
      'The file is larger than 50 MB: export fewer issues at a time (a project or a date range per file) and import each file',
    );
  });

  it('JSON that is not a search answer, or not JSON at all', async () => {
    const noIssues =
      'This JSON file has no "issues" list: export the issues with Jira\'s REST search (/rest/api/3/search), which answers {"issues": [...]}';
    expect(await rejection(upload('{"values": []}'))).toBe(noIssues);
    expect(await rejection(upload('{"issues": {"key": "A-1"}}'))).toBe(noIssues);
    expect(await rejection(upload('{"issues": [{"key": "A-1"'))).toMatch(
      /^This file is not a Jira CSV or JSON export: its JSON cannot be read \(SyntaxError: /,
    );
  });

  it('JSON whose outline is broken, saying where', async () => {
    const unreadable = (why: string) =>
      `This file is not a Jira CSV or JSON export: its JSON cannot be read (SyntaxError: ${why})`;
    expect(await rejection(upload('{"issues": [] x}'))).toBe(
      unreadable("Unexpected token 'x' at position 14"),
    );
    expect(await rejection(upload('{"issues" []}'))).toBe(
      unreadable("Unexpected token '[' at position 10"),
    );
    expect(await rejection(upload('{"issues": [{}], }'))).toBe(
      unreadable("Unexpected token '}' at position 17"),
    );
    expect(await rejection(upload('{"issues": [,{}]}'))).toBe(
      unreadable("Unexpected token ',' at position 12"),
    );
    expect(await rejection(upload('{"issues": []} {}'))).toBe(
      unreadable("Unexpected token '{' at position 15"),
    );
    expect(await rejection(upload('{"issues": [{"key": }]}'))).toMatch(
      /^This file is not a Jira CSV or JSON export: its JSON cannot be read \(SyntaxError: /,
    );
  });
});
