import type {
  Board,
  BoardPreferences,
  BoardRole,
  Label,
  Task,
  WorkspaceRole,
} from '@teamboard/shared';
import { boardMember, buildBoard, buildColumn } from './board-fixtures';
import { json, type Handler } from './fetch-mock';
import { buildUser } from './fixtures';
import { renderApp } from './render-app';
import { buildWorkspace, mockSignedIn, publicUser, workspaceHandlers } from './workspace-fixtures';
import { boardTasksAnswer, boardTasksHeadAnswer, cardOf } from './task-fixtures';

const ada = buildUser();

interface BoardOptions {
  roles?: { workspace: WorkspaceRole; board: BoardRole | null };
  /** Board members besides the signed-in user. */
  members?: Board['members'];
  properties?: BoardPreferences['defaultCardProperties'];
  path?: string;
  /** The board's own labels and its workspace's (Settings → Labels); none by default. */
  labels?: { board: Label[]; workspace: Label[] };
}

/** The board header's weekly quota: none set, nothing logged (so it shows nothing). */
const noQuota = {
  weeklyHours: null,
  weekStart: '2026-03-02T00:00:00.000Z',
  weekEnd: '2026-03-09T00:00:00.000Z',
  timeZone: 'UTC',
  loggedSeconds: 0,
  members: [],
};

/**
 * What an open task panel fetches: the whole task (the board's list has cards only), and its
 * comments, activity, checklists and files (none), for every task of the board.
 */
function panelHandlers(tasks: Task[]): Record<string, Handler> {
  return Object.fromEntries(
    tasks.flatMap((task) => [
      [`GET /api/tasks/${task._id}`, () => json(200, { task })],
      [`GET /api/tasks/${task._id}/comments`, () => json(200, { comments: [], nextCursor: null })],
      [`GET /api/tasks/${task._id}/activity`, () => json(200, { activities: [] })],
      [`GET /api/tasks/${task._id}/checklists`, () => json(200, { checklists: [] })],
      [`GET /api/tasks/${task._id}/attachments`, () => json(200, { attachments: [] })],
    ]),
  );
}

/**
 * Opens board-1 (columns col-1 "To do" and col-2 "Done") holding `tasks`, by default as a
 * workspace member and board collaborator whose cards show title, priority and labels.
 */
export function openTaskBoard(
  tasks: Task[],
  extra: Record<string, Handler> = {},
  {
    roles = { workspace: 'member', board: 'collaborator' },
    members = [],
    properties = ['title', 'priority', 'labels'],
    path = '/acme/projects/board-1',
    labels = { board: [], workspace: [] },
  }: BoardOptions = {},
) {
  const workspace = buildWorkspace({ currentUserRole: roles.workspace, labels: labels.workspace });
  const me = roles.board ? [boardMember(publicUser(ada), roles.board)] : [];
  const board = buildBoard({
    members: [...members, ...me],
    currentUserRole: roles.board,
    labels: labels.board,
  });
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/boards/board-1': () => json(200, { board }),
      'GET /api/boards/board-1/columns': () =>
        json(200, {
          columns: [
            buildColumn({ _id: 'col-1', title: 'To do' }),
            buildColumn({ _id: 'col-2', title: 'Done', position: 2 }),
          ],
        }),
      'GET /api/boards/board-1/tasks': () => json(200, boardTasksAnswer(tasks.map(cardOf))),
      'GET /api/boards/board-1/tasks/head': () =>
        json(200, boardTasksHeadAnswer(tasks.map(cardOf))),
      'GET /api/boards/board-1/preferences': () =>
        json(200, { preferences: { view: 'board', defaultCardProperties: properties } }),
      'GET /api/boards/board-1/join-link': () => json(200, { joinLink: null }),
      'GET /api/boards/board-1/working-hours-quota': () => json(200, { quota: noQuota }),
      ...panelHandlers(tasks),
      ...extra,
    },
    ada,
  );
  return { network, ...renderApp(path) };
}
