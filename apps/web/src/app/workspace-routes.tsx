import { Navigate, type RouteObject } from 'react-router';
import { JoinBoardPage } from '../features/board-join/pages/join-board-page';
import { JoinLinkPage } from '../features/board-join/pages/join-link-page';
import { BoardPage } from '../features/boards/pages/board-page';
import { BoardSettingsPage } from '../features/boards/pages/board-settings-page';
import { CreateBoardPage } from '../features/boards/pages/create-board-page';
import { ProjectsPage } from '../features/boards/pages/projects-page';
import { ColumnTypesSettingsPage } from '../features/column-types/pages/column-types-settings-page';
import { LabelsSettingsPage } from '../features/labels/pages/labels-settings-page';
import { MemberProfilePage } from '../features/members/pages/member-profile-page';
import { MembersSettingsPage } from '../features/members/pages/members-settings-page';
import { PeoplePage } from '../features/members/pages/people-page';
import { CreateWorkspacePage } from '../features/workspaces/pages/create-workspace-page';
import { GeneralSettingsPage } from '../features/workspaces/pages/general-settings-page';
import { OverviewSettingsPage } from '../features/workspaces/pages/overview-settings-page';
import { WorkspacesPage } from '../features/workspaces/pages/workspaces-page';
import { BoardGuard } from './board-guard';
import { ErrorLayout } from './layouts/error-layout';
import { WorkspaceLayout } from './layouts/workspace-layout';
import { WorkspaceSettingsLayout } from './layouts/workspace-settings-layout';
import { WorkspaceErrorRoute } from './routes/workspace-error-route';
import { WorkspaceGuard } from './workspace-guard';

/** /workspaces, /workspaces/create and /workspace-error/{type}: signed-in, outside a workspace. */
export const workspaceListRoutes: RouteObject[] = [
  {
    element: <WorkspaceLayout />,
    children: [
      { path: 'workspaces', element: <WorkspacesPage /> },
      { path: 'workspaces/create', element: <CreateWorkspacePage /> },
    ],
  },
  {
    element: <ErrorLayout />,
    children: [{ path: 'workspace-error/:type', element: <WorkspaceErrorRoute /> }],
  },
];

/**
 * The workspace area, /{workspace}/* behind the workspace guard (spec section 2). Static
 * top-level routes outrank the `:workspace` segment, so /login, /account… are never taken
 * for a workspace URL (and the server reserves those names).
 */
export const workspaceAreaRoute: RouteObject = {
  path: ':workspace',
  element: <WorkspaceGuard />,
  children: [
    {
      element: <WorkspaceLayout />,
      children: [
        { index: true, element: <Navigate to="projects" replace /> },
        { path: 'projects', element: <ProjectsPage /> },
        { path: 'group', element: <Navigate to="../projects" replace /> },
        { path: 'group/:folderId', element: <ProjectsPage /> },
        { path: 'projects/create', element: <CreateBoardPage /> },
        { path: 'projects/create/:folderId', element: <CreateBoardPage /> },
        {
          path: 'projects/:boardId',
          children: [
            {
              element: <BoardGuard />,
              children: [
                // A kanban board uses the whole window width (see AppShell).
                { index: true, element: <BoardPage />, handle: { fullWidth: true } },
                { path: 'update', element: <BoardSettingsPage /> },
              ],
            },
            // Not behind the board guard: whoever is about to join cannot see the board yet.
            { path: 'join', element: <JoinBoardPage /> },
            { path: 'join/:token', element: <JoinLinkPage /> },
          ],
        },
        { path: 'u', element: <PeoplePage /> },
        { path: 'u/:username', element: <MemberProfilePage /> },
      ],
    },
    {
      path: 'settings',
      element: <WorkspaceSettingsLayout />,
      children: [
        { index: true, element: <Navigate to="general" replace /> },
        { path: 'overview', element: <OverviewSettingsPage /> },
        { path: 'general', element: <GeneralSettingsPage /> },
        { path: 'members', element: <MembersSettingsPage /> },
        { path: 'labels', element: <LabelsSettingsPage /> },
        { path: 'column-types', element: <ColumnTypesSettingsPage /> },
      ],
    },
  ],
};
