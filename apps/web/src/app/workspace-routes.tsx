import { Navigate, type RouteObject } from 'react-router';
import { BoardGuard } from './board-guard';
import { ErrorLayout } from './layouts/error-layout';
import { WorkspaceLayout } from './layouts/workspace-layout';
import { WorkspaceSettingsLayout } from './layouts/workspace-settings-layout';
import { BoardRoute } from './routes/board-route';
import { BoardSettingsRoute } from './routes/board-settings-route';
import { ColumnTypesSettingsRoute } from './routes/column-types-settings-route';
import { CreateBoardRoute } from './routes/create-board-route';
import { CreateWorkspaceRoute } from './routes/create-workspace-route';
import { GeneralSettingsRoute } from './routes/general-settings-route';
import { JoinBoardRoute } from './routes/join-board-route';
import { JoinLinkRoute } from './routes/join-link-route';
import { LabelsSettingsRoute } from './routes/labels-settings-route';
import { MemberProfileRoute } from './routes/member-profile-route';
import { MembersSettingsRoute } from './routes/members-settings-route';
import { OverviewSettingsRoute } from './routes/overview-settings-route';
import { PeopleRoute } from './routes/people-route';
import { ProjectsRoute } from './routes/projects-route';
import { WorkspaceErrorRoute } from './routes/workspace-error-route';
import { WorkspacesRoute } from './routes/workspaces-route';
import { WorkspaceGuard } from './workspace-guard';

/** /workspaces, /workspaces/create and /workspace-error/{type}: signed-in, outside a workspace. */
export const workspaceListRoutes: RouteObject[] = [
  {
    element: <WorkspaceLayout />,
    children: [
      { path: 'workspaces', element: <WorkspacesRoute /> },
      { path: 'workspaces/create', element: <CreateWorkspaceRoute /> },
    ],
  },
  {
    element: <ErrorLayout />,
    children: [{ path: 'workspace-error/:type', element: <WorkspaceErrorRoute /> }],
  },
];

/**
 * The workspace area, /{workspace}/* behind the workspace guard. Static
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
        { path: 'projects', element: <ProjectsRoute /> },
        { path: 'group', element: <Navigate to="../projects" replace /> },
        { path: 'group/:folderId', element: <ProjectsRoute /> },
        { path: 'projects/create', element: <CreateBoardRoute /> },
        { path: 'projects/create/:folderId', element: <CreateBoardRoute /> },
        {
          path: 'projects/:boardId',
          children: [
            {
              element: <BoardGuard />,
              children: [
                // A kanban board uses the whole window width (see AppShell).
                { index: true, element: <BoardRoute />, handle: { fullWidth: true } },
                { path: 'update', element: <BoardSettingsRoute /> },
              ],
            },
            // Not behind the board guard: whoever is about to join cannot see the board yet.
            { path: 'join', element: <JoinBoardRoute /> },
            { path: 'join/:token', element: <JoinLinkRoute /> },
          ],
        },
        { path: 'u', element: <PeopleRoute /> },
        { path: 'u/:username', element: <MemberProfileRoute /> },
      ],
    },
    {
      path: 'settings',
      element: <WorkspaceSettingsLayout />,
      children: [
        { index: true, element: <Navigate to="general" replace /> },
        { path: 'overview', element: <OverviewSettingsRoute /> },
        { path: 'general', element: <GeneralSettingsRoute /> },
        { path: 'members', element: <MembersSettingsRoute /> },
        { path: 'labels', element: <LabelsSettingsRoute /> },
        { path: 'column-types', element: <ColumnTypesSettingsRoute /> },
      ],
    },
  ],
};
