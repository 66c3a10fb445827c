import { Navigate, type RouteObject } from 'react-router';
import { page } from './lazy-page';
import { ErrorLayout } from './layouts/error-layout';

/** /workspaces, /workspaces/create and /workspace-error/{type}: signed-in, outside a workspace. */
export const workspaceListRoutes: RouteObject[] = [
  {
    lazy: page(() => import('./layouts/workspace-layout'), 'WorkspaceLayout'),
    children: [
      {
        path: 'workspaces',
        lazy: page(() => import('./routes/workspaces-route'), 'WorkspacesRoute'),
      },
      {
        path: 'workspaces/create',
        lazy: page(() => import('./routes/create-workspace-route'), 'CreateWorkspaceRoute'),
      },
    ],
  },
  {
    element: <ErrorLayout />,
    children: [
      {
        path: 'workspace-error/:type',
        lazy: page(() => import('./routes/workspace-error-route'), 'WorkspaceErrorRoute'),
      },
    ],
  },
];

/**
 * The workspace area, /{workspace}/* behind the workspace guard. Static
 * top-level routes outrank the `:workspace` segment, so /login, /account… are never taken
 * for a workspace URL (and the server reserves those names).
 */
export const workspaceAreaRoute: RouteObject = {
  path: ':workspace',
  lazy: page(() => import('./workspace-guard'), 'WorkspaceGuard'),
  children: [
    {
      lazy: page(() => import('./layouts/workspace-layout'), 'WorkspaceLayout'),
      children: [
        {
          index: true,
          lazy: page(() => import('./routes/workspace-home-route'), 'WorkspaceHomeRoute'),
        },
        { path: 'projects', lazy: page(() => import('./routes/projects-route'), 'ProjectsRoute') },
        { path: 'group', element: <Navigate to="../projects" replace /> },
        {
          path: 'group/:folderId',
          lazy: page(() => import('./routes/projects-route'), 'ProjectsRoute'),
        },
        {
          path: 'projects/create',
          lazy: page(() => import('./routes/create-board-route'), 'CreateBoardRoute'),
        },
        {
          path: 'projects/create/:folderId',
          lazy: page(() => import('./routes/create-board-route'), 'CreateBoardRoute'),
        },
        {
          path: 'projects/:boardId',
          children: [
            {
              lazy: page(() => import('./board-guard'), 'BoardGuard'),
              children: [
                // The switcher's tabs under one header, in the whole window width (see AppShell)
                // so that it stands in the same place on each; each view its own chunk.
                {
                  lazy: page(() => import('./routes/board-views-layout'), 'BoardViewsLayout'),
                  handle: { fullWidth: true },
                  children: [
                    { index: true, lazy: page(() => import('./routes/board-route'), 'BoardRoute') },
                    {
                      path: 'calendar',
                      lazy: page(
                        () => import('./routes/board-calendar-route'),
                        'BoardCalendarRoute',
                      ),
                    },
                    {
                      path: 'timeline',
                      lazy: page(
                        () => import('./routes/board-timeline-route'),
                        'BoardTimelineRoute',
                      ),
                    },
                    {
                      path: 'overview',
                      lazy: page(
                        () => import('./routes/board-overview-route'),
                        'BoardOverviewRoute',
                      ),
                    },
                    {
                      path: 'reports',
                      lazy: page(() => import('./routes/board-reports-route'), 'BoardReportsRoute'),
                    },
                    // The board's forms and imports, for its admins (not saved views).
                    {
                      path: 'forms',
                      lazy: page(() => import('./routes/board-forms-route'), 'BoardFormsRoute'),
                    },
                    {
                      path: 'import',
                      lazy: page(() => import('./routes/board-import-route'), 'BoardImportRoute'),
                    },
                  ],
                },
                {
                  path: 'update',
                  lazy: page(() => import('./routes/board-settings-route'), 'BoardSettingsRoute'),
                },
                {
                  path: 'forms/create',
                  lazy: page(() => import('./routes/create-form-route'), 'CreateFormRoute'),
                },
                {
                  path: 'forms/:formId',
                  lazy: page(() => import('./routes/form-route'), 'FormRoute'),
                },
                {
                  path: 'import/jira',
                  lazy: page(() => import('./routes/jira-import-route'), 'JiraImportRoute'),
                },
              ],
            },
            // Not behind the board guard: whoever is about to join cannot see the board yet.
            {
              path: 'join',
              lazy: page(() => import('./routes/join-board-route'), 'JoinBoardRoute'),
            },
            {
              path: 'join/:token',
              lazy: page(() => import('./routes/join-link-route'), 'JoinLinkRoute'),
            },
          ],
        },
        // The workspace reports: each its own chunk; the charts load with a report, not the list.
        {
          path: 'reports',
          lazy: page(() => import('./routes/workspace-reports-route'), 'WorkspaceReportsRoute'),
        },
        {
          path: 'reports/resource-analysis',
          lazy: page(() => import('./routes/resource-analysis-route'), 'ResourceAnalysisRoute'),
        },
        {
          path: 'reports/time-complexity',
          lazy: page(() => import('./routes/time-complexity-route'), 'TimeComplexityRoute'),
        },
        {
          path: 'reports/user-performance',
          lazy: page(() => import('./routes/user-performance-route'), 'UserPerformanceRoute'),
        },
        { path: 'chat', lazy: page(() => import('./routes/chat-list-route'), 'ChatListRoute') },
        { path: 'chat/:username', lazy: page(() => import('./routes/chat-route'), 'ChatRoute') },
        { path: 'u', lazy: page(() => import('./routes/people-route'), 'PeopleRoute') },
        {
          path: 'u/:username',
          lazy: page(() => import('./routes/member-profile-route'), 'MemberProfileRoute'),
        },
      ],
    },
    {
      path: 'settings',
      lazy: page(() => import('./layouts/workspace-settings-layout'), 'WorkspaceSettingsLayout'),
      children: [
        { index: true, element: <Navigate to="general" replace /> },
        {
          path: 'overview',
          lazy: page(() => import('./routes/overview-settings-route'), 'OverviewSettingsRoute'),
        },
        {
          path: 'general',
          lazy: page(() => import('./routes/general-settings-route'), 'GeneralSettingsRoute'),
        },
        {
          path: 'members',
          lazy: page(() => import('./routes/members-settings-route'), 'MembersSettingsRoute'),
        },
        {
          path: 'projects',
          lazy: page(() => import('./routes/projects-settings-route'), 'ProjectsSettingsRoute'),
        },
        {
          path: 'security',
          lazy: page(() => import('./routes/workspace-security-route'), 'WorkspaceSecurityRoute'),
        },
        {
          path: 'subscription',
          lazy: page(
            () => import('./routes/subscription-settings-route'),
            'SubscriptionSettingsRoute',
          ),
        },
        {
          path: 'billing',
          lazy: page(() => import('./routes/billing-settings-route'), 'BillingSettingsRoute'),
        },
        {
          path: 'export',
          lazy: page(() => import('./routes/export-settings-route'), 'ExportSettingsRoute'),
        },
        {
          path: 'webhooks',
          lazy: page(() => import('./routes/webhooks-settings-route'), 'WebhooksSettingsRoute'),
        },
        {
          path: 'labels',
          lazy: page(() => import('./routes/labels-settings-route'), 'LabelsSettingsRoute'),
        },
        {
          path: 'column-types',
          lazy: page(
            () => import('./routes/column-types-settings-route'),
            'ColumnTypesSettingsRoute',
          ),
        },
      ],
    },
  ],
};
