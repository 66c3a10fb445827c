import { ChatsView } from '../../features/chat/components/chats-view';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useChatPeople } from './chat-people';
import { useWorkspacePageTitle } from '../page-title';

/** /{workspace}/chat: my chats here and the people I can start one with. */
export function ChatListRoute() {
  useWorkspacePageTitle('Chat');
  const { workspace } = useCurrentWorkspace();
  const people = useChatPeople(workspace._id);
  return (
    <ChatsView workspaceId={workspace._id} workspaceUrl={workspace.url} people={people ?? []} />
  );
}
