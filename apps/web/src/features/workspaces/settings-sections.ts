import { isExternalRole, type WorkspaceAction } from '@teamboard/shared';
import type { CurrentWorkspace } from './current-workspace';

/** The workspace settings' sections; one with `needs` is listed only to those it allows. */
const SECTIONS: readonly { path: string; label: string; needs?: WorkspaceAction }[] = [
  { path: 'overview', label: 'Overview' },
  { path: 'general', label: 'General' },
  { path: 'members', label: 'Members' },
  { path: 'projects', label: 'Projects' },
  { path: 'security', label: 'Security' },
  { path: 'subscription', label: 'Subscription', needs: 'billing.view' },
  { path: 'billing', label: 'Billing', needs: 'billing.manage' },
  { path: 'labels', label: 'Labels' },
  { path: 'column-types', label: 'Column types' },
  { path: 'export', label: 'Export', needs: 'workspace.export' },
  { path: 'webhooks', label: 'Webhooks', needs: 'webhooks.manage' },
];

/**
 * The workspace settings' pages this member may open, with their addresses: the settings' side
 * nav and the command palette list them. None for guests and clients, who are refused the
 * settings.
 */
export function workspaceSettingsSections(
  current: CurrentWorkspace,
): { to: string; label: string }[] {
  if (isExternalRole(current.currentUserRole)) return [];
  const base = `/${current.workspace.url}/settings`;
  return SECTIONS.filter((section) => !section.needs || current.can(section.needs)).map(
    (section) => ({ to: `${base}/${section.path}`, label: section.label }),
  );
}
