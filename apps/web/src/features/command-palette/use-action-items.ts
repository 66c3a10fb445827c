import { canCreateBoards } from '@teamboard/shared';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { useLogout } from '../auth/api/logout';
import { useUpdateTask } from '../tasks/api/update-task';
import { useThemeStore } from '../theme/theme-store';
import { useActiveTimer } from '../time-tracking/api/get-active-timer';
import { useStartTimer } from '../time-tracking/api/start-timer';
import { useStopTimer } from '../time-tracking/api/stop-timer';
import { asPublicUser } from '../time-tracking/task-timers';
import type { CurrentWorkspace } from '../workspaces/current-workspace';
import type { PaletteItem } from './palette-item';
import type { PalettePage } from './palette-page';
import { useOpenBoardId, useOpenTask } from './use-open-task';

const action = (item: Omit<PaletteItem, 'kind'>): PaletteItem => ({ ...item, kind: 'Action' });

/**
 * The palette's actions, each through the mutation its own button uses: creating a task (in the
 * open board, or a board picked next) or a board, the timer and "assign to me" on the open task,
 * dark mode and signing out. Those the user may not take, or that have nothing to act on, are
 * left out.
 */
export function useActionItems(
  current: CurrentWorkspace | null,
  openPage: (page: PalettePage) => void,
  boardTitle: (boardId: string) => string | undefined,
): PaletteItem[] {
  const navigate = useNavigate();
  const me = useSessionStore((state) => state.user);
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const logout = useLogout();
  const updateTask = useUpdateTask();
  const startTimer = useStartTimer();
  const stopTimer = useStopTimer();
  const activeTimer = useActiveTimer().data?.timer ?? null;
  const boardId = useOpenBoardId();
  const task = useOpenTask(boardId);

  const items: PaletteItem[] = [];
  const workspace = current?.workspace;
  if (workspace && canCreateBoards(current.currentUserRole)) {
    const openBoard = boardId ? boardTitle(boardId) : undefined;
    items.push(
      action({
        id: 'action:create-task',
        label: openBoard ? `Create a task in ${openBoard}` : 'Create a task…',
        keywords: ['new task'],
        shortcut: 'createTask',
        keepsOpen: true,
        run: () =>
          openPage(boardId && openBoard ? { kind: 'new-task', boardId } : { kind: 'pick-board' }),
      }),
      action({
        id: 'action:create-board',
        label: 'Create a board',
        keywords: ['new project'],
        run: () => void navigate(`/${workspace.url}/projects/create`),
      }),
    );
  }
  if (workspace && task && me) {
    const timing = activeTimer?.task._id === task._id;
    items.push(
      action({
        id: 'action:timer',
        label: timing ? `Stop the timer on ${task.taskId}` : `Start the timer on ${task.taskId}`,
        keywords: ['time tracking'],
        run: () => {
          if (timing) {
            stopTimer.mutate({ taskId: task._id, boardId: task.boardId });
            return;
          }
          const board = { _id: task.boardId, title: boardTitle(task.boardId) ?? '' };
          startTimer.mutate({ task, board, workspace: { _id: workspace._id, url: workspace.url } });
        },
      }),
    );
    if (!task.assignees.some((person) => person._id === me._id)) {
      items.push(
        action({
          id: 'action:assign-to-me',
          label: `Assign ${task.taskId} to me`,
          shortcut: 'panelAssignToMe',
          run: () =>
            updateTask.mutate({
              task,
              patch: { assignees: [...task.assignees, asPublicUser(me)] },
            }),
        }),
      );
    }
  }
  items.push(
    action({
      id: 'action:toggle-theme',
      label: theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode',
      keywords: ['toggle dark mode', 'theme'],
      run: toggleTheme,
    }),
    action({
      id: 'action:sign-out',
      label: 'Sign out',
      keywords: ['log out'],
      run: () => logout.mutate(),
    }),
  );
  return items;
}
