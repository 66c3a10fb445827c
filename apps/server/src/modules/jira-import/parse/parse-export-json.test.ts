import { describe, expect, it } from 'vitest';
import type { JiraIssue } from '../jira-issue';
import { parseExport } from './parse-export';
import { digest, fixture, inChunks, upload } from './test-input';

describe("Jira's REST search JSON", () => {
  const file = fixture('search.json');

  it('reads an issue with an ADF description and comments, links, sub-tasks and worklogs', async () => {
    const { format, issues } = await parseExport(upload(file));
    expect(format).toBe('json');
    expect(issues[0]).toEqual({
      row: 1,
      key: 'WEB-1',
      summary: 'Checkout flow',
      description: [
        '## Goal',
        'Read the [setup **guide**](https://example.com/docs) and ask @Zoë Lima :rocket:',
        'First line\nsecond line with `npm ci`',
        '- Parent item\n  - Nested item\n- Second item',
        '1. One\n2. Two',
        '```sh\nnpm ci\nnpm test\n```',
        'Env | URL\nprod | https://example.com',
        'Inside a panel',
      ].join('\n\n'),
      status: 'In Progress',
      statusCategory: 'indeterminate',
      priority: 'High',
      assignee: { name: 'Zoë Lima', email: 'zoe@example.com' },
      created: '2025-11-22T14:04:00.000Z',
      dueDate: '2025-12-01T00:00:00.000Z',
      startDate: '2025-11-24T00:00:00.000Z',
      labels: ['frontend', 'payments'],
      storyPoints: 3,
      rank: '0|i0001b:',
      blocks: ['WEB-2'],
      blockedBy: ['WEB-9'],
      parent: null,
      subtasks: ['WEB-3'],
      comments: [
        {
          id: '50001',
          created: '2025-11-23T09:00:00.000Z',
          author: 'Bob Stone',
          body: 'Looks good, see [PR 12](https://git.example.com/pr/12)',
        },
        {
          id: digest,
          created: '2025-11-23T10:00:00.000Z',
          author: 'Zoë Lima',
          body: 'Plain text comment',
        },
      ],
      worklogs: [
        {
          id: '70001',
          started: '2025-11-23T08:00:00.000Z',
          author: { name: 'Zoë Lima', email: 'zoe@example.com' },
          seconds: 5400,
          comment: 'Pairing',
        },
      ],
    } satisfies JiraIssue);
  });

  it('reads a wiki markup description as Markdown and a parent, and names the issues it cannot read', async () => {
    const { issues, problems } = await parseExport(upload(file));
    expect(issues[1]).toMatchObject({
      row: 2,
      key: 'WEB-2',
      description: 'A plain **wiki** description\nwith two lines',
      assignee: null,
      storyPoints: null,
    });
    expect(issues[2]).toMatchObject({ row: 3, key: 'WEB-3', parent: 'WEB-1' });
    expect(problems).toEqual([
      { row: 4, key: 'WEB-4', message: 'It has no summary; Created "not a date" is not a date' },
    ]);
  });

  it("lists the fields found, by Jira's names when the answer has them", async () => {
    const { fields } = await parseExport(upload(file));
    expect(fields).toEqual([
      'Summary',
      'Status',
      'priority',
      'assignee',
      'created',
      'duedate',
      'Start date',
      'labels',
      'Description',
      'Story point estimate',
      'Rank',
      'issuelinks',
      'subtasks',
      'comment',
      'worklog',
      'parent',
    ]);
  });

  it('finds story points, start date and rank without names, and reads a byte-order mark', async () => {
    const answer = {
      issues: [
        {
          key: 'X-1',
          fields: {
            summary: 'One',
            storyPoints: 8,
            startdate: '2025-11-20',
            customfield_10019: '0|a:',
          },
        },
        { key: 'X-2', fields: { summary: 'Two', story_points: 2, 'Start date': '2025-11-21' } },
      ],
    };
    const { issues } = await parseExport(upload(`\uFEFF  ${JSON.stringify(answer)}`));
    expect(
      issues.map(({ storyPoints, startDate, rank }) => [storyPoints, startDate, rank]),
    ).toEqual([
      [8, '2025-11-20T00:00:00.000Z', '0|a:'],
      [2, '2025-11-21T00:00:00.000Z', null],
    ]);
  });

  it('reads names given after the issues, brackets and quotes inside strings, and white space anywhere', async () => {
    const summary = 'Braces } ] { [, a "quote", a backslash \\ and a comma,';
    const answer = `{
      "total" : 2 , "warnings": [ "a ] in a string", { "nested": [ 1, 2 ] } ],
      "issues" : [
        { "key": "X-1", "fields": { "summary": ${JSON.stringify(summary)}, "customfield_7": 5 } } ,
        {"key":"X-2","fields":{"summary":"Two","customfield_7":null}}
      ],
      "names" : { "customfield_7": "Story Points" }
    }`;
    const whole = await parseExport(upload(answer));
    expect(
      whole.issues.map(({ key, summary, storyPoints }) => [key, summary, storyPoints]),
    ).toEqual([
      ['X-1', summary, 5],
      ['X-2', 'Two', null],
    ]);
    expect(whole.fields).toEqual(['summary', 'Story Points']);
    expect(await parseExport(inChunks(Buffer.from(answer), 1))).toEqual(whole);
  });

  it('reads the same in small chunks', async () => {
    expect(await parseExport(inChunks(file, 5))).toEqual(await parseExport(upload(file)));
  });
});
