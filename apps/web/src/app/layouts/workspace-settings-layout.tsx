import { isExternalRole } from '@teamboard/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { showsSettings, WorkspaceBar } from '../../features/workspaces/components/workspace-bar';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { workspaceErrorPath } from '../../features/workspaces/workspace-error-path';
import { workspaceSettingsSections } from '../../features/workspaces/settings-sections';
import { SettingsFrame } from './settings-frame';

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
  return (
    <SettingsFrame
      title="Workspace"
      sections={workspaceSettingsSections(current)}
      subheader={<WorkspaceBar current={current} />}
    />
  );
}
