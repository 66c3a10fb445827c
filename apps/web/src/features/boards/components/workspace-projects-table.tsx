import type { Folder } from '@teamboard/shared';
import { relativeTime } from '@teamboard/shared';
import type { WorkspaceProject } from '@teamboard/shared/workspace-projects';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Table, TableCell, type TableColumn } from '../../../components/ui/table';
import { boardPath } from '../board-labels';
import { ProjectFolderSelect, WorkspaceProjectActions } from './workspace-project-actions';

interface Props {
  workspace: { _id: string; url: string };
  projects: WorkspaceProject[];
  /** The workspace's folders when the viewer may act on every board (owner, admins); else null. */
  folders: Folder[] | null;
}

const HEADERS = ['Project', 'Folder', 'Members', 'Tasks', 'Last activity', 'Status'];
/** Only for those who manage every board. */
const ACTIONS: TableColumn = { key: 'actions', header: 'Actions', align: 'right' };

/** Every board of the workspace in one table; actions only for those who manage every board. */
export function WorkspaceProjectsTable({ workspace, projects, folders }: Props) {
  const columns = folders ? [...HEADERS, ACTIONS] : HEADERS;
  return (
    <Table label="Projects of the workspace" columns={columns} numeric>
      {projects.map((project) => (
        <tr key={project._id} data-testid={`project-row-${project._id}`}>
          <TableCell>
            <Link
              to={boardPath(workspace.url, project._id)}
              className="font-medium text-indigo-700 hover:underline dark:text-indigo-400"
            >
              {project.title}
            </Link>
            <span className="block text-xs text-neutral-500">{project.key}</span>
          </TableCell>
          <TableCell>
            {folders ? (
              <ProjectFolderSelect
                workspaceId={workspace._id}
                project={project}
                folders={folders}
              />
            ) : (
              (project.folder?.name ?? '—')
            )}
          </TableCell>
          <TableCell>{project.memberCount}</TableCell>
          <TableCell>{project.taskCount}</TableCell>
          <TableCell nowrap>
            <time dateTime={project.lastActivityAt}>{relativeTime(project.lastActivityAt)}</time>
          </TableCell>
          <TableCell>
            <Badge tone={project.status === 'active' ? 'green' : 'neutral'}>
              {project.status === 'active' ? 'Active' : 'Archived'}
            </Badge>
          </TableCell>
          {folders && (
            <TableCell>
              <WorkspaceProjectActions workspaceId={workspace._id} project={project} />
            </TableCell>
          )}
        </tr>
      ))}
    </Table>
  );
}
