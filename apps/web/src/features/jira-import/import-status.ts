import type { ImportStatus } from '@teamboard/shared/jira-import';

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  preview: 'Waiting to start',
  running: 'Running',
  done: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function isRunning(status: ImportStatus): boolean {
  return status === 'running';
}

/** Done, failed or cancelled: nothing more will change. */
export function isFinished(status: ImportStatus): boolean {
  return status === 'done' || status === 'failed' || status === 'cancelled';
}

/** Share of the issues handled, 0-100 (an empty import is complete). */
export function progressPercent({ done, total }: { done: number; total: number }): number {
  if (total === 0) return 100;
  return Math.min(100, Math.round((done / total) * 100));
}
