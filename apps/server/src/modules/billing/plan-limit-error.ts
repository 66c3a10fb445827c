import { ERROR_CODES, formatFileSize } from '@teamboard/shared';
import {
  PLAN_LABELS,
  type Plan,
  type PlanLimitDetails,
  type PlanLimitName,
} from '@teamboard/shared/billing';
import { AppError } from '../../http/app-error';

const WHAT: Record<PlanLimitName, (max: number | null) => string> = {
  members: (max) => `${max} members (owner, admins, managers and members)`,
  externalMembers: (max) => `${max} guests and clients`,
  activeBoards: (max) => `${max} active boards`,
  apiKeysPerPerson: (max) => `${max} API ${max === 1 ? 'key' : 'keys'} a person`,
  storageBytes: (max) => `${formatFileSize(max ?? 0)} of attached files`,
  workspaceReports: () => 'workspace reports',
  forms: () => 'forms',
  jiraImport: () => 'Jira import',
  securitySettings: () => 'security settings',
  auditLog: () => 'the audit log',
};

/**
 * 402 PLAN_LIMIT: what the plan allows, named in the message, and where to upgrade (an in-app
 * path the web turns into an upgrade prompt).
 */
export function planLimitReached(
  limit: PlanLimitName,
  plan: Plan,
  max: number | null,
  upgradeUrl: string,
): AppError {
  const label = PLAN_LABELS[plan];
  const message =
    max === null
      ? `The ${label} plan does not include ${WHAT[limit](max)}: upgrade to use this.`
      : `The ${label} plan allows ${WHAT[limit](max)}. Upgrade to add more.`;
  const details: PlanLimitDetails = { limit, plan, max, upgradeUrl };
  return new AppError(402, ERROR_CODES.planLimit, message, details);
}

/** The in-app path of a workspace's subscription page. */
export function upgradePathOf(workspaceUrl: string): string {
  return `/${workspaceUrl}/settings/subscription`;
}
