import { describe, expect, it } from 'vitest';
import type { JiraIssue } from '../jira-issue';
import { parseExport } from './parse-export';
import { bare, digest, fixture, inChunks, upload } from './test-input';

describe('a Jira CSV export, all fields', () => {
  const file = fixture('all-fields.csv');

  it('lists each Jira field once, in file order, repeated and ignored ones included', async () => {
    const { format, fields } = await parseExport(upload(file));
    expect(format).toBe('csv');
    expect(fields).toEqual([
      'Summary',
      'Issue key',
      'Issue id',
      'Issue Type',
      'Status',
      'Priority',
      'Assignee',
      'Assignee Id',
      'Created',
      'Due Date',
      'Labels',
      'Description',
      'Sprint',
      'Watchers',
      'Attachment',
      'Custom field (Story point estimate)',
      'Custom field (Rank)',
      'Custom field (Start date)',
      'Outward issue link (Blocks)',
      'Inward issue link (Blocks)',
      'Parent',
      'Parent summary',
      'Sub-tasks',
      'Comment',
      'Log Work',
      'Time Spent',
      'Original Estimate',
      'Remaining Estimate',
    ]);
  });

  it('reads quoted cells with commas, quotes and line breaks, repeated columns, comments and worklogs', async () => {
    const { issues } = await parseExport(upload(file));
    expect(issues[0]).toEqual({
      row: 2,
      key: 'PROJ-1',
      summary: 'Login page, "SSO" edition',
      description:
        'Users sign in with "SSO", then land on the board.\n\nSteps:\n- open /login, click SSO\n- naïve café test: ✓',
      status: 'To Do',
      statusCategory: null,
      priority: 'High',
      assignee: { name: 'Zoë Lima', email: null },
      created: '2025-11-22T15:04:00.000Z',
      dueDate: '2025-12-01T00:00:00.000Z',
      startDate: '2025-11-20T00:00:00.000Z',
      labels: ['frontend', 'auth'],
      storyPoints: 5,
      rank: '0|i0000f:',
      blocks: ['PROJ-2'],
      blockedBy: [],
      parent: null,
      subtasks: ['PROJ-3'],
      comments: [
        {
          id: digest,
          created: '2025-11-22T15:04:00.000Z',
          author: '5b10ac8d82e05b22cc7d4ef5',
          body: 'First pass; the "SSO" button\nneeds a second line, too',
        },
        {
          id: digest,
          created: '2025-11-23T09:00:00.000Z',
          author: 'zoe@example.com',
          body: 'Done?',
        },
      ],
      worklogs: [
        {
          id: digest,
          started: '2025-11-22T16:00:00.000Z',
          author: { name: 'zoe@example.com', email: 'zoe@example.com' },
          seconds: 3600,
          comment: 'Wrote the form; and its tests',
        },
        {
          id: digest,
          started: '2025-11-23T10:00:00.000Z',
          author: { name: 'bob', email: null },
          seconds: 1800,
          comment: '',
        },
      ],
    } satisfies JiraIssue);
  });

  it('reads both date styles, an email assignee, inward links and repeated labels once', async () => {
    const { issues } = await parseExport(upload(file));
    expect(issues[1]).toEqual(
      bare({
        row: 3,
        key: 'PROJ-2',
        summary: 'Session API (für Zoë)',
        status: 'In Progress',
        priority: 'Medium',
        assignee: { name: 'bob@example.com', email: 'bob@example.com' },
        created: '2025-11-22T14:04:00.000Z',
        dueDate: '2025-11-22T15:04:00.000Z',
        labels: ['backend'],
        blockedBy: ['PROJ-1'],
      }),
    );
  });

  it("turns Jira Cloud's parent and sub-task ids into keys; a key stays, an id not in the file goes", async () => {
    const { issues } = await parseExport(upload(file));
    const byKey = new Map(issues.map((issue) => [issue.key, issue]));
    expect(byKey.get('PROJ-1')?.subtasks).toEqual(['PROJ-3']);
    expect(byKey.get('PROJ-3')?.parent).toBe('PROJ-1');
    expect(byKey.get('PROJ-6')).toMatchObject({ parent: 'PROJ-2', subtasks: ['PROJ-7'] });
  });

  it('names the rows it cannot read by spreadsheet row (a multi-line cell is one row, a blank line one)', async () => {
    const { issues, problems } = await parseExport(upload(file));
    expect(issues.map(({ row, key }) => [row, key])).toEqual([
      [2, 'PROJ-1'],
      [3, 'PROJ-2'],
      [4, 'PROJ-3'],
      [8, 'PROJ-6'],
    ]);
    expect(problems).toEqual([
      { row: 5, key: 'PROJ-4', message: 'It has no summary' },
      {
        row: 7,
        key: 'PROJ-5',
        message: 'Created "31/Foo/25 9:15 AM" is not a date; Due date "someday" is not a date',
      },
    ]);
  });

  it('reads the same whatever the chunks the upload arrives in (a character or a CRLF split)', async () => {
    const whole = await parseExport(upload(file));
    // 7 bytes at a time splits a multi-byte character (a continuation byte starts a chunk)…
    const starts = Array.from({ length: Math.ceil(file.length / 7) }, (_, i) => i * 7);
    expect(starts.some((start) => ((file[start] ?? 0) & 0xc0) === 0x80)).toBe(true);
    expect(await parseExport(inChunks(file, 7))).toEqual(whole);
    // …and among 1 to 16 bytes at a time, every CRLF and every quoted line break is split.
    for (let size = 1; size <= 16; size += 1) {
      expect(await parseExport(inChunks(file, size))).toEqual(whole);
    }
  });

  it('gives the same comment and worklog the same id in a later export', async () => {
    const { issues } = await parseExport(upload(file));
    const later = [
      'Issue key,Summary,Comment,Log Work,Comment',
      'PROJ-1,Renamed,"2025-11-23 09:00;zoe@example.com;Done?",";23/Nov/2025 10:00;bob;1800",',
    ].join('\n');
    const [again] = (await parseExport(upload(later))).issues;
    expect(again?.comments[0]?.id).toBe(issues[0]?.comments[1]?.id);
    expect(again?.worklogs[0]?.id).toBe(issues[0]?.worklogs[1]?.id);
  });
});

describe('a Jira CSV export, current fields', () => {
  it('finds fewer columns by name whatever their case, with LF lines and no byte-order mark', async () => {
    const parsed = await parseExport(upload(fixture('current-fields.csv')));
    expect(parsed.fields).toEqual([
      'Issue Type',
      'Issue Key',
      'Issue id',
      'SUMMARY',
      'Assignee',
      'Reporter',
      'Priority',
      'Status',
      'Resolution',
      'Created',
      'Updated',
      'Due date',
    ]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.issues).toEqual([
      bare({
        row: 2,
        key: 'OPS-12',
        summary: 'Disk full on build agent',
        status: 'Open',
        priority: 'Highest',
        assignee: { name: 'Ana', email: null },
        created: '2026-01-02T23:30:00.000Z',
        dueDate: '2026-01-05T00:00:00.000Z',
      }),
      bare({
        row: 3,
        key: 'OPS-13',
        summary: 'Rotate keys',
        status: 'Closed',
        priority: 'Lowest',
        created: '2026-01-02T23:30:00.000Z',
      }),
    ]);
  });
});

describe('odd CSV rows', () => {
  it('reports a key seen twice, a row without a key, and a comment or worklog it cannot read', async () => {
    const csv = [
      'Issue key,Summary,Story Points,Comment,Log Work',
      'A-1,One,2.5,,',
      'A-1,One again,,,',
      ',No key,,,',
      'A-2,Two,lots,"someday;ana;hi","2h;22/Nov/25 3:04 PM;ana"',
      'A-3,Three,,just a note,',
    ].join('\r\n');
    const { issues, problems } = await parseExport(upload(csv));
    expect(issues.map(({ key, storyPoints }) => [key, storyPoints])).toEqual([
      ['A-1', 2.5],
      ['A-3', null],
    ]);
    expect(issues[1]?.comments).toEqual([
      { id: digest, created: null, author: '', body: 'just a note' },
    ]);
    expect(problems).toEqual([
      { row: 3, key: 'A-1', message: 'Issue A-1 is already on row 2' },
      { row: 4, key: null, message: 'It has no issue key' },
      {
        row: 5,
        key: 'A-2',
        message:
          'Story points "lots" is not a number; Comment 1\'s date "someday" is not a date; Log Work 1 "2h;22/Nov/25 3:04 PM;ana" is not "comment;date;author;seconds"',
      },
    ]);
  });

  it('splits a Labels cell holding several labels at its spaces, each label once', async () => {
    const csv = 'Issue key,Summary,Labels,Labels\nA-1,One,"frontend  urgent\tq3",urgent\n';
    const [issue] = (await parseExport(upload(csv))).issues;
    expect(issue?.labels).toEqual(['frontend', 'urgent', 'q3']);
  });

  it('gives two comments that say the same two ids', async () => {
    const csv =
      'Issue key,Summary,Comment,Comment\nA-1,One,22/Nov/25 3:04 PM;ana;+1,22/Nov/25 3:04 PM;ana;+1\n';
    const [issue] = (await parseExport(upload(csv))).issues;
    const [first, second] = issue?.comments ?? [];
    expect(second?.id).toBe(`${first?.id}-2`);
  });

  it('reports a row whose quote is never closed', async () => {
    const csv = 'Issue key,Summary\nA-1,One\nA-2,"Two\n';
    const { issues, problems } = await parseExport(upload(csv));
    expect(issues.map((issue) => issue.key)).toEqual(['A-1']);
    expect(problems).toEqual([
      { row: 3, key: 'A-2', message: 'This row cannot be read: Quoted field unterminated' },
    ]);
  });
});
