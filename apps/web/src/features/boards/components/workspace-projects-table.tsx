import type { Folder } from '@teamboard/shared';
import { relativeTime } from '@teamboard/shared';
import type { WorkspaceProject } from '@teamboard/shared/workspace-projects';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { boardPath } from '../board-labels';
import { ProjectFolderSelect, WorkspaceProjectActions } from './workspace-project-actions';

interface Props {
  workspace: { _id: string; url: string };
  projects: WorkspaceProject[];
  /** The workspace's folders when the viewer may act on every board (owner, admins); else null. */
  folders: Folder[] | null;
}

const HEADERS = ['Project', 'Folder', 'Members', 'Tasks', 'Last activity', 'Status'];

/** Every board of the workspace in one table; actions only for those who manage every board. */
export function WorkspaceProjectsTable({ workspace, projects, folders }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Projects of the workspace</caption>
        <thead className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
            {folders && (
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {projects.map((project) => (
            <tr key={project._id} data-testid={`project-row-${project._id}`}>
              <td className="px-2 py-2">
                <Link
                  to={boardPath(workspace.url, project._id)}
                  className="font-medium text-indigo-700 hover:underline dark:text-indigo-400"
                >
                  {project.title}
                </Link>
                <span className="block text-xs text-neutral-500">{project.key}</span>
              </td>
              <td className="px-2 py-2">
                {folders ? (
                  <ProjectFolderSelect
                    workspaceId={workspace._id}
                    project={project}
                    folders={folders}
                  />
                ) : (
                  (project.folder?.name ?? '—')
                )}
              </td>
              <td className="px-2 py-2">{project.memberCount}</td>
              <td className="px-2 py-2">{project.taskCount}</td>
              <td className="px-2 py-2 whitespace-nowrap">
                <time dateTime={project.lastActivityAt}>
                  {relativeTime(project.lastActivityAt)}
                </time>
              </td>
              <td className="px-2 py-2">
                <Badge tone={project.status === 'active' ? 'green' : 'neutral'}>
                  {project.status === 'active' ? 'Active' : 'Archived'}
                </Badge>
              </td>
              {folders && (
                <td className="px-2 py-2">
                  <WorkspaceProjectActions workspaceId={workspace._id} project={project} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
