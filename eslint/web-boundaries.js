// @ts-check
import { declaredGraphZones } from './declared-graph.js';

const FEATURES = 'apps/web/src/features';

/**
 * The only imports one web feature may make of another: feature → [features it may import, why].
 * A feature not listed imports no other feature. Pages live in app/routes, which may import any
 * feature: what needs several features side by side (the board, the projects page) is assembled
 * there, not in a feature.
 * @type {Record<string, [string[], string]>}
 */
export const ALLOWED_FEATURE_IMPORTS = {
  auth: [['workspaces'], 'signing out forgets the workspace last opened'],
  account: [['auth'], "linking Google is the sign-in's round trip to Google, with its binding"],
  invitations: [
    ['workspaces', 'auth'],
    'an invitation is to a workspace; answering one may sign out',
  ],
  members: [['workspaces'], "members are the current workspace's, under its paths and roles"],
  labels: [['workspaces'], "labels are the workspace's settings, written through its mutation"],
  'column-types': [['workspaces'], "column types are the workspace's settings, likewise"],
  boards: [
    ['workspaces', 'folders', 'members'],
    'a board is in a workspace and a folder, with members',
  ],
  'board-join': [['boards'], 'a join link opens a board: its query, paths and mutation'],
  tasks: [
    ['boards', 'workspaces', 'rich-text', 'shortcuts'],
    "a task is on the current board; assignees are the workspace's; its description is rich text; its card is moved by a key of the shortcut list",
  ],
  columns: [['boards', 'tasks'], 'a column is on the current board and holds its task cards'],
  'board-filters': [
    ['boards', 'tasks', 'shortcuts'],
    "filters narrow the current board's tasks; keys of the shortcut list reach them",
  ],
  'task-activity': [['tasks'], "a task's history, under the task's API path"],
  comments: [
    ['boards', 'tasks', 'task-activity', 'rich-text'],
    'comments are on a task, show in its history, and are rich text',
  ],
  checklists: [
    ['boards', 'tasks', 'task-activity'],
    "checklists are part of a task: its card's progress, its history, the board's people",
  ],
  attachments: [
    ['boards', 'tasks', 'task-activity'],
    "files are attached to a task: its card's count, its history, the board's roles",
  ],
  'time-tracking': [
    ['boards', 'tasks', 'workspaces'],
    'time is logged on tasks: written to their cache',
  ],
  notifications: [
    ['boards', 'members'],
    'a notification may change the lists of boards and members',
  ],
  realtime: [
    ['attachments', 'boards', 'checklists', 'columns', 'tasks'],
    "a board's live updates go to each feature's cache",
  ],
  'board-overview': [
    ['boards', 'board-filters', 'columns', 'tasks', 'task-activity', 'time-tracking'],
    "a board's summary: its filtered tasks counted, linking to the filtered board; its week's time and history",
  ],
  chat: [['shortcuts'], 'the composer sends with a key of the shortcut list'],
  'board-reports': [['boards'], "a board's reports, under the board's API path"],
  'board-views': [
    ['boards', 'board-filters', 'columns', 'tasks'],
    "the calendar and the timeline: the current board's filtered tasks by date, moved by writing the task",
  ],
  forms: [['boards'], "a board's forms, under the board's API path, pages and query key"],
  dashboard: [
    ['boards', 'tasks', 'task-activity', 'time-tracking'],
    "my tasks, boards, timer and the workspace's history, linking to boards and tasks",
  ],
  'jira-import': [
    ['boards', 'columns', 'tasks'],
    "an import fills the current board: its columns and people, the tasks' levels",
  ],
  'command-palette': [
    [
      'account',
      'auth',
      'boards',
      'chat',
      'columns',
      'shortcuts',
      'tasks',
      'theme',
      'time-tracking',
      'workspaces',
    ],
    "the palette finds the workspace's boards, tasks, people, chats and settings, and acts through each feature's own mutations",
  ],
  'workspace-reports': [
    ['board-reports', 'boards', 'workspaces'],
    "the workspace's reports: the board reports' range, charts and download; the workspace's boards and people to filter by",
  ],
};

/** One zone per feature folder: every other feature is off limits except its allowed ones. */
const featureZones = () =>
  declaredGraphZones(
    FEATURES,
    ALLOWED_FEATURE_IMPORTS,
    (feature, allowed) =>
      `features/${feature} may import only ${allowed.join(', ') || 'no other feature'} (eslint/web-boundaries.js); assemble several features in app/routes`,
  );

const NOT_FROM_APP = {
  group: ['**/app/**', '../app/*'],
  message: 'import direction: features must not import from app/',
};

const NO_TEST_LIBRARIES = {
  group: ['vitest', '@testing-library/*'],
  message: 'test helpers live in apps/web/src/test, not in a feature (only *.test.ts(x) there)',
};

/**
 * Which web folders may import which: shared → lib/components → features → app.
 * @type {import('eslint').Linter.Config[]}
 */
export default [
  {
    // Web: components/ui and lib are the bottom layers; features may not import from app/.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'import direction: shared → lib/components → features → app',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NOT_FROM_APP] }],
      'import-x/no-restricted-paths': ['error', { basePath: '/', zones: featureZones() }],
    },
  },
  {
    // Test helpers (scenes, fixtures) live in src/test: a feature ships only what the app runs.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NOT_FROM_APP, NO_TEST_LIBRARIES] }],
    },
  },
];
