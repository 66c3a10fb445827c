import { isExternalRole, type WorkspaceAction } from '@teamboard/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { showsSettings, WorkspaceBar } from '../../features/workspaces/components/workspace-bar';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { workspaceErrorPath } from '../../features/workspaces/workspace-error-path';
import { SettingsFrame } from './settings-frame';

/** The settings' sections; one with `needs` is listed only to those it allows. */
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
];

/**
 * Whether Settings was offered in the navigation while this page was open and no longer is: a
 * demotion arrived live. Members may still open the settings read-only by address.
 */
function useSettingsTakenAway(offered: boolean): boolean {
  const [wasOffered, setWasOffered] = useState(offered);
  if (offered && !wasOffered) setWasOffered(true);
  return wasOffered && !offered;
}

/**
 * /{workspace}/settings/*: members see the settings read-only, the controls follow the role;
 * guests and clients are refused, and someone who just lost Settings goes to the workspace home.
 */
export function WorkspaceSettingsLayout() {
  const current = useCurrentWorkspace();
  const takenAway = useSettingsTakenAway(showsSettings(current));
  if (isExternalRole(current.currentUserRole)) {
    return <Navigate to={workspaceErrorPath('forbidden', current.workspace.url)} replace />;
  }
  if (takenAway) return <Navigate to={`/${current.workspace.url}`} replace />;
  const base = `/${current.workspace.url}/settings`;
  return (
    <SettingsFrame
      title="Workspace"
      sections={SECTIONS.filter((section) => !section.needs || current.can(section.needs)).map(
        (section) => ({ to: `${base}/${section.path}`, label: section.label }),
      )}
      subheader={<WorkspaceBar current={current} />}
    />
  );
}
