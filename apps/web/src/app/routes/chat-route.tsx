import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useBoards } from '../../features/boards/api/get-boards';
import { taskPanelPath } from '../../features/boards/board-labels';
import { OpenConversation } from '../../features/chat/components/open-conversation';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useChatPeople } from './chat-people';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/chat/{username}: the conversation with that person. A task key in a message
 * ("WR-12") opens the task over its board when one of the boards I see here has that key.
 */
export function ChatRoute() {
  const { username = '' } = useParams();
  const { workspace } = useCurrentWorkspace();
  const people = useChatPeople(workspace._id);
  useWorkspacePageTitle(people?.find((person) => person.username === username)?.name, 'Chat');
  const boards = useBoards(workspace._id, 'active').data?.boards;
  const taskHref = useCallback(
    (taskKey: string) => {
      const boardKey = taskKey.slice(0, taskKey.lastIndexOf('-'));
      const board = boards?.find((each) => each.key === boardKey);
      return board ? taskPanelPath(workspace.url, board._id, taskKey) : null;
    },
    [boards, workspace.url],
  );
  return (
    <OpenConversation
      key={username}
      workspaceId={workspace._id}
      workspaceUrl={workspace.url}
      username={username}
      people={people}
      taskHref={taskHref}
    />
  );
}
