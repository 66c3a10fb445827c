import { Readable } from 'node:stream';
import { JIRA_IMPORT_PROBLEMS_LISTED } from '@teamboard/shared/jira-import';
import { describe, expect, it } from 'vitest';
import { ExportRejected } from '../jira-issue';
import { parseExport } from './parse-export';
import { inChunks, upload } from './test-input';

const TOO_MANY =
  'The file has more than 3 issues, more than one import takes: export fewer issues at a time (a project or a date range per file) and import each file';

async function rejection(input: AsyncIterable<string | Buffer>, maxIssues?: number) {
  const options = maxIssues === undefined ? {} : { maxIssues };
  const error = await parseExport(input, options).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ExportRejected);
  return (error as ExportRejected).message;
}

const jsonIssues = (count: number, issue = '{}') =>
  `{"issues":[${Array.from({ length: count }, () => issue).join(',')}]}`;
const csvRows = (count: number, row = '?,') =>
  `Summary,Issue key\n${Array.from({ length: count }, () => row).join('\n')}\n`;

describe('an export is bounded before it is read', () => {
  it('takes as many rows as the cap, readable or not', async () => {
    expect((await parseExport(upload(jsonIssues(3)), { maxIssues: 3 })).problems).toHaveLength(3);
    expect((await parseExport(upload(csvRows(3)), { maxIssues: 3 })).problems).toHaveLength(3);
    const readable = 'Summary,Issue key\nOne,A-1\nTwo,A-2\nThree,A-3\n';
    expect((await parseExport(upload(readable), { maxIssues: 3 })).issues).toHaveLength(3);
  });

  it('refuses a row past the cap as soon as it comes, and stops reading the upload', async () => {
    expect(await rejection(upload(jsonIssues(4)), 3)).toBe(TOO_MANY);
    expect(await rejection(upload(csvRows(4)), 3)).toBe(TOO_MANY);
    for (const head of ['{"issues":[', 'Summary,Issue key\n']) {
      const rows = Array.from({ length: 2000 }, () => (head.startsWith('{') ? '{},' : '?,\n'));
      const file = Readable.from([head, ...rows]);
      expect(await rejection(file, 3)).toBe(TOO_MANY);
      expect(file.destroyed).toBe(true);
    }
  });

  it(`lists the first ${JIRA_IMPORT_PROBLEMS_LISTED} rows it cannot read and counts the rest`, async () => {
    const extra = 250;
    const json = await parseExport(upload(jsonIssues(JIRA_IMPORT_PROBLEMS_LISTED + extra)));
    expect(json.problems).toHaveLength(JIRA_IMPORT_PROBLEMS_LISTED);
    expect(json.problems.at(-1)?.row).toBe(JIRA_IMPORT_PROBLEMS_LISTED);
    expect(json.unlisted).toEqual({ rows: extra, fromRow: JIRA_IMPORT_PROBLEMS_LISTED + 1 });
    const csv = await parseExport(upload(csvRows(JIRA_IMPORT_PROBLEMS_LISTED + extra)));
    expect(csv.unlisted).toEqual({ rows: extra, fromRow: JIRA_IMPORT_PROBLEMS_LISTED + 2 });
    expect((await parseExport(upload(jsonIssues(2)))).unlisted).toBeNull();
  });

  it('refuses a CSV row longer than any Jira issue, as soon as it is', async () => {
    const endless = Buffer.from(`Summary,Issue key\nOne,A-1\n"${'x'.repeat(5 * 1024 * 1024)}`);
    expect(await rejection(inChunks(endless, 64 * 1024))).toBe(
      "Row 3 is longer than 4 MB, more than any Jira issue's: a quote in it may never be closed",
    );
  });

  it('refuses a JSON issue holding more values, or nested deeper, than Jira writes', async () => {
    const values = jsonIssues(2, `{"fields":{"labels":[${'0,'.repeat(100_000)}0]}}`);
    expect(await rejection(upload(values))).toBe(
      'This file is not a Jira CSV or JSON export: issue 1 holds more than Jira writes (over 100,000 values, or nested over 100 deep)',
    );
    const deep = jsonIssues(1, `${'['.repeat(101)}${']'.repeat(101)}`);
    expect(await rejection(upload(deep))).toMatch(/: issue 1 holds more than Jira writes/);
    const names = `{"names":{${Array.from({ length: 100_001 }, (_, i) => `"f${i}":"F"`).join(',')}},"issues":[]}`;
    expect(await rejection(upload(names))).toMatch(/: its "names" map holds more than Jira writes/);
  });
});
