import { jiraCsv, type CsvIssue } from './jira-export';

/**
 * The Jira import API tests' sample export. Three issues: a task, one it blocks, and that one's
 * sub-task; `secondStatus` changes the second one's status (a re-import), `extra` adds issues.
 */
export function sampleIssues(
  overrides: { secondStatus?: string; extra?: CsvIssue[] } = {},
): CsvIssue[] {
  return [
    {
      Summary: 'Set up CI',
      'Issue key': 'PROJ-1',
      'Issue id': '10001',
      'Issue Type': 'Task',
      Status: 'To Do',
      Priority: 'High',
      Assignee: 'The member',
      Created: '22/Nov/25 3:04 PM',
      'Due date': '2025-12-01',
      Labels: ['devops', ''],
      Description: 'Pipelines\nfor every branch, with "quotes", commas',
      'Custom field (Story Points)': '3',
      'Outward issue link (Blocks)': 'PROJ-2',
      Parent: '',
      Comment: '22/Nov/25 4:00 PM;The manager;Looks good; ship it',
      'Log Work': 'Set up runners;23/Nov/25 9:00 AM;The member;3600',
    },
    {
      Summary: 'Write docs',
      'Issue key': 'PROJ-2',
      'Issue id': '10002',
      'Issue Type': 'Task',
      Status: overrides.secondStatus ?? 'In Review',
      Priority: 'Lowest',
      Created: '23/Nov/25 10:00 AM',
      Labels: ['docs', 'devops'],
      'Custom field (Story Points)': '13',
    },
    {
      Summary: 'Docs: API part',
      'Issue key': 'PROJ-3',
      'Issue id': '10003',
      'Issue Type': 'Sub-task',
      Status: 'Done',
      Priority: 'Medium',
      Assignee: 'newbie@example.com',
      Created: '24/Nov/25 10:00 AM',
      Parent: '10002',
    },
    ...(overrides.extra ?? []),
  ];
}

/** The sample as a Jira "CSV (all fields)" export. */
export const sampleCsv = (overrides?: Parameters<typeof sampleIssues>[0]) =>
  jiraCsv(sampleIssues(overrides));
