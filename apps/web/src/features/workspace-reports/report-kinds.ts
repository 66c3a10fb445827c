import type { WorkspaceReportKind } from '@teamboard/shared/workspace-report';

/** Each report's name and what it answers: its page's heading and its card on /reports. */
export const REPORT_KINDS: Record<WorkspaceReportKind, { title: string; description: string }> = {
  'resource-analysis': {
    title: 'Resource analysis',
    description: "Who has too much: hours logged per week against each person's capacity.",
  },
  'time-complexity': {
    title: 'Time vs complexity',
    description: 'Where the time goes: hours per task at each complexity, and the outliers.',
  },
  'user-performance': {
    title: 'User performance',
    description: 'How the team delivers: tasks completed, on time, cycle time and trend.',
  },
};
