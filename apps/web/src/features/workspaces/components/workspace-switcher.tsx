import type { Workspace, WorkspaceSummary } from '@teamboard/shared';
import { Link } from 'react-router';
import { Dropdown, MenuDivider, MenuHeading, MenuItem } from '../../../components/ui/menu';
import { useWorkspaces } from '../api/get-workspaces';
import { WorkspaceLogo } from './workspace-logo';

interface SwitcherGroupProps {
  title: string;
  workspaces: WorkspaceSummary[];
  currentId: string;
}

function SwitcherGroup({ title, workspaces, currentId }: SwitcherGroupProps) {
  if (workspaces.length === 0) return null;
  return (
    <>
      <MenuHeading>{title}</MenuHeading>
      {workspaces.map((workspace) => (
        <MenuItem
          key={workspace._id}
          asChild
          className="flex items-center gap-2 aria-[current]:font-semibold"
        >
          <Link
            to={`/${workspace.url}/projects`}
            aria-current={workspace._id === currentId ? 'true' : undefined}
          >
            <WorkspaceLogo name={workspace.name} logo={workspace.logo} size="sm" />
            <span className="truncate">{workspace.name}</span>
          </Link>
        </MenuItem>
      ))}
    </>
  );
}

/** The current workspace's name, opening a menu of every workspace and "Create workspace". */
export function WorkspaceSwitcher({ current }: { current: Workspace }) {
  const lists = useWorkspaces();
  return (
    <Dropdown
      label="Switch workspace"
      testId="workspace-switcher"
      triggerClassName="flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold hover:bg-neutral-100 dark:hover:bg-neutral-800"
      trigger={
        <>
          <WorkspaceLogo name={current.name} logo={current.logo} size="sm" />
          <span className="max-w-48 truncate">{current.name}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 text-neutral-600 dark:text-neutral-400"
          >
            <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
          </svg>
        </>
      }
    >
      <SwitcherGroup
        title="My workspaces"
        workspaces={lists.data?.myWorkspaces ?? []}
        currentId={current._id}
      />
      <SwitcherGroup
        title="Guest workspaces"
        workspaces={lists.data?.guestWorkspaces ?? []}
        currentId={current._id}
      />
      <MenuDivider />
      <MenuItem asChild>
        <Link to="/workspaces">All workspaces</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to="/workspaces/create">Create workspace</Link>
      </MenuItem>
    </Dropdown>
  );
}
