import { idField } from '@teamboard/shared';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { boardQuery, boardQueryKey } from '../features/boards/api/get-board';
import { columnsQuery, columnsQueryKey } from '../features/columns/api/get-columns';
import { tasksQuery, tasksQueryKey } from '../features/tasks/api/get-tasks';
import { tasksHeadQuery } from '../features/tasks/api/get-tasks-head';
import { workspaceQuery, workspaceQueryKey } from '../features/workspaces/api/get-workspace';
import { workspacesQuery, workspacesQueryKey } from '../features/workspaces/api/get-workspaces';
import { clearCopies, keepCopies, restoreCopies } from '../lib/query-copies';
import { useSessionStore } from '../lib/session-store';

/** What the board page waits on, in the order its guards would ask for it one after another. */
function boardPageQueries(queryClient: QueryClient, workspaceUrl: string, boardId: string) {
  return [
    workspacesQuery,
    workspaceQuery(workspaceUrl),
    boardQuery(boardId),
    columnsQuery(boardId),
    tasksQuery(queryClient, boardId),
  ] as const;
}

/** The queries this browser keeps copies of: the workspaces and the boards opened. */
function isCopied(queryKey: QueryKey): boolean {
  const [scope, part, id] = queryKey;
  if (scope === 'boards' && part === 'detail' && typeof id === 'string') {
    return [boardQueryKey(id), columnsQueryKey(id), tasksQueryKey(id)].some(
      (kept) => hashKey(kept) === hashKey(queryKey),
    );
  }
  if (scope === 'workspaces' && part === 'detail' && typeof id === 'string') {
    return hashKey(workspaceQueryKey(id)) === hashKey(queryKey);
  }
  return hashKey(workspacesQueryKey) === hashKey(queryKey);
}

/**
 * A signed-in user opening a board's address: this browser's copies of what the board page
 * shows go into the cache at once (a returning visit paints the board before any answer), and
 * every call the page needs starts now, side by side, instead of each guard waiting for the one
 * before (the session check, the workspaces, the workspace, the board, then its lists).
 */
async function startBoardPage(queryClient: QueryClient, pathname: string): Promise<void> {
  const { workspace: workspaceUrl, boardId } =
    matchPath({ path: '/:workspace/projects/:boardId', end: false }, pathname)?.params ?? {};
  const { accessToken, user } = useSessionStore.getState();
  // projects/create shares the pattern: only an id names a board.
  if (!workspaceUrl || !boardId || !idField.safeParse(boardId).success) return;
  if (!accessToken || !user) return;
  const [workspaces, workspace, board, columns, tasks] = boardPageQueries(
    queryClient,
    workspaceUrl,
    boardId,
  );
  // A failure is left for the page's own query to show.
  const start = (answer: Promise<unknown>) => void answer.catch(() => undefined);
  const copied = restoreCopies(queryClient, user._id, [
    workspaces.queryKey,
    workspace.queryKey,
    board.queryKey,
    columns.queryKey,
    tasks.queryKey,
  ]);
  start(queryClient.query(workspaces));
  start(queryClient.query(workspace));
  start(queryClient.query(board));
  start(queryClient.query(columns));
  // The head of the list shows while the whole comes, if there is no copy (it is a few cards:
  // not worth waiting for the copy to know).
  start(queryClient.query(tasksHeadQuery(boardId)));
  // The task list waits for its copy: it asks only for what changed since the copy's version.
  // Without one, the page asks for the whole list itself once the head is on screen: a big list
  // parsed now would hold up the first cards.
  await copied;
  if (queryClient.getQueryData(tasks.queryKey) !== undefined) start(queryClient.query(tasks));
}

/**
 * Startup: starts the page opened when it is a board, keeps copies of boards as their answers
 * come, and deletes them all when the user signs out (they are the user's data).
 */
export function keepBoardPageCopies(queryClient: QueryClient, pathname: string): void {
  void startBoardPage(queryClient, pathname);
  keepCopies(queryClient, () => useSessionStore.getState().user?._id, isCopied);
  useSessionStore.subscribe((state, previous) => {
    if (previous.user && !state.user) void clearCopies();
  });
}
