import { canCreateBoards } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { barLinkClasses } from '../../components/ui/nav-styles';
import { PageHeading } from '../../components/ui/page-heading';
import { invalidateBoardLists, type BoardStatus } from '../../features/boards/api/get-boards';
import { BoardList } from '../../features/boards/components/board-list';
import { ProjectsDndContext } from '../../features/boards/projects-dnd/projects-dnd-context';
import { useFolders } from '../../features/folders/api/get-folders';
import { FolderTree } from '../../features/folders/components/folder-tree';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { memberCountLabel } from '../../features/workspaces/role-labels';
import { prefetchWhenIdle } from '../prefetch';
import { useWorkspacePageTitle } from '../page-title';

/** The board page's chunks (see workspace-routes.tsx): a project is usually opened next. */
const loadBoardPage = () => Promise.all([import('../board-guard'), import('./board-route')]);

/**
 * /{workspace}/projects and /{workspace}/group/{folderId}: the folders on the left, the
 * projects (of the folder picked) on the right; ?status=archived lists the archived ones. Those
 * who may arrange projects drag them into order or onto a folder, and drag folders into order.
 */
export function ProjectsRoute() {
  useWorkspacePageTitle('Projects');
  const { workspace, currentUserRole, memberCount } = useCurrentWorkspace();
  const { folderId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const folders = useFolders(workspace._id).data?.folders ?? [];
  const status: BoardStatus = search.get('status') === 'archived' ? 'archived' : 'active';
  const folder = folders.find((candidate) => candidate._id === folderId) ?? null;
  const canCreate = canCreateBoards(currentUserRole);
  const here = folderId ? `/${workspace.url}/group/${folderId}` : `/${workspace.url}/projects`;
  useEffect(() => prefetchWhenIdle(loadBoardPage), []);

  return (
    <div className="space-y-6">
      <PageHeading
        title={folder ? folder.name : 'Projects'}
        description={`${workspace.name} · ${memberCountLabel(memberCount)}`}
        actions={
          canCreate && (
            <ButtonLink
              data-testid="new-project"
              to={`/${workspace.url}/projects/create${folderId ? `/${folderId}` : ''}`}
            >
              New project
            </ButtonLink>
          )
        }
      />
      <ProjectsDndContext workspaceId={workspace._id}>
        <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <FolderTree
            workspace={workspace}
            canArrange={canCreate}
            onDeleted={(deleted) => {
              if (deleted === folderId) void navigate(`/${workspace.url}/projects`);
            }}
            refetchMoved={() => invalidateBoardLists(queryClient)}
          />
          <section className="space-y-4" aria-label="Projects">
            <nav aria-label="Project status" className="flex gap-1">
              <NavLink
                to={here}
                className={() => barLinkClasses({ isActive: status === 'active' })}
              >
                Active
              </NavLink>
              <NavLink
                to={`${here}?status=archived`}
                className={() => barLinkClasses({ isActive: status === 'archived' })}
              >
                Archived
              </NavLink>
            </nav>
            <BoardList
              workspaceId={workspace._id}
              status={status}
              folderId={folderId}
              folders={folders}
              canArrange={canCreate}
            />
          </section>
        </div>
      </ProjectsDndContext>
    </div>
  );
}
