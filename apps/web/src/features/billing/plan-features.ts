import { formatFileSize } from '@teamboard/shared';
import type { PlanLimits } from '@teamboard/shared/billing';

function count(max: number | null): string {
  return max === null ? 'Unlimited' : String(max);
}

function bytes(max: number | null): string {
  return max === null ? 'Unlimited' : formatFileSize(max);
}

function included(yes: boolean): string {
  return yes ? 'Included' : 'Not included';
}

/** The rows of the plan comparison: what each plan allows. */
export const PLAN_FEATURE_ROWS: readonly {
  label: string;
  value: (limits: PlanLimits) => string;
}[] = [
  { label: 'Members', value: (limits) => count(limits.members) },
  { label: 'Guests and clients (free)', value: (limits) => count(limits.externalMembers) },
  { label: 'Active boards', value: (limits) => count(limits.activeBoards) },
  { label: 'API keys a person', value: (limits) => count(limits.apiKeysPerPerson) },
  { label: 'File storage', value: (limits) => bytes(limits.storageBytes) },
  { label: 'Workspace reports', value: (limits) => included(limits.workspaceReports) },
  { label: 'Forms', value: (limits) => included(limits.forms) },
  { label: 'Jira import', value: (limits) => included(limits.jiraImport) },
  { label: 'Security settings', value: (limits) => included(limits.securitySettings) },
  { label: 'Audit log', value: (limits) => included(limits.auditLog) },
];
