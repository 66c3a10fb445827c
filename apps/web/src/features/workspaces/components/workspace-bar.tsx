import { NavLink } from 'react-router';
import { barLinkClasses } from '../../../components/ui/nav-styles';
import type { CurrentWorkspace } from '../current-workspace';
import { WorkspaceSwitcher } from './workspace-switcher';

/** Settings is offered to those who may change something there: admins and managers. */
export function showsSettings(current: CurrentWorkspace): boolean {
  return current.can('workspace.update') || current.can('invitations.create');
}

/** Under the app header inside a workspace: the switcher and the workspace's sections. */
export function WorkspaceBar({ current }: { current: CurrentWorkspace }) {
  const base = `/${current.workspace.url}`;
  return (
    <div className="border-b border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <div className="mx-auto flex h-12 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <WorkspaceSwitcher current={current.workspace} />
        {/* On a phone the links scroll sideways within the bar rather than widen the page. */}
        <nav aria-label="Workspace" className="flex min-w-0 items-center gap-1 overflow-x-auto">
          <NavLink to={base} end className={barLinkClasses}>
            Home
          </NavLink>
          <NavLink to={`${base}/projects`} className={barLinkClasses}>
            Projects
          </NavLink>
          <NavLink to={`${base}/chat`} className={barLinkClasses}>
            Chat
          </NavLink>
          <NavLink to={`${base}/u`} className={barLinkClasses}>
            People
          </NavLink>
          {current.can('reports.view') && (
            <NavLink to={`${base}/reports`} className={barLinkClasses}>
              Reports
            </NavLink>
          )}
          {showsSettings(current) && (
            <NavLink to={`${base}/settings`} className={barLinkClasses}>
              Settings
            </NavLink>
          )}
        </nav>
      </div>
    </div>
  );
}
