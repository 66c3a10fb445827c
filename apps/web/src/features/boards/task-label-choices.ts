import type { Label, TaskLabel } from '@teamboard/shared';

/** The labels a task of the board may carry: the board's own, then its workspace's. */
export function taskLabelChoices(boardLabels: Label[], workspaceLabels: Label[]): TaskLabel[] {
  return [
    ...boardLabels.map((label) => ({ ...label, scope: 'board' as const })),
    ...workspaceLabels.map((label) => ({ ...label, scope: 'workspace' as const })),
  ];
}

/** A label's name where board and workspace labels are listed together (filters, reports). */
export function taskLabelName(label: TaskLabel): string {
  return label.scope === 'workspace' ? `${label.name} (workspace)` : label.name;
}
