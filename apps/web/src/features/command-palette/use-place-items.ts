import type { WorkspaceMembers } from '@teamboard/shared';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { ACCOUNT_SECTIONS } from '../account/account-sections';
import { useBoards } from '../boards/api/get-boards';
import { boardPath } from '../boards/board-labels';
import { useChats } from '../chat/api/get-chats';
import { otherPerson } from '../chat/chat-people';
import { useWorkspaces } from '../workspaces/api/get-workspaces';
import type { CurrentWorkspace } from '../workspaces/current-workspace';
import { workspaceSettingsSections } from '../workspaces/settings-sections';
import type { PaletteItem } from './palette-item';

const everyone = (members: WorkspaceMembers) => [
  ...members.admins,
  ...members.managers,
  ...members.members,
  ...members.guests,
  ...members.clients,
];

/**
 * The pages the palette leads to: the current workspace's boards, people, chats and settings,
 * the account settings, and the other workspaces (switching to one). Each list is the query its
 * own page uses, so opening the palette on that page asks the server nothing more.
 */
export function usePlaceItems(current: CurrentWorkspace | null): PaletteItem[] {
  const navigate = useNavigate();
  const myId = useSessionStore((state) => state.user?._id ?? '');
  const workspace = current?.workspace;
  const boards = useBoards(workspace?._id ?? '', 'active', workspace !== undefined).data?.boards;
  const chats = useChats(workspace?._id ?? '', workspace !== undefined).data?.chats;
  const workspaces = useWorkspaces().data;

  const page = (item: Omit<PaletteItem, 'run'> & { href: string }): PaletteItem => ({
    ...item,
    run: () => void navigate(item.href),
  });
  const base = workspace ? `/${workspace.url}` : '';

  const boardItems = (boards ?? []).map((board) =>
    page({
      id: `board:${board._id}`,
      kind: 'Board',
      label: board.title,
      keywords: [board.key],
      href: boardPath(workspace?.url ?? '', board._id),
    }),
  );
  const people = current ? everyone(current.currentWorkspaceMembers) : [];
  const personItems = people
    .filter((member) => member.user._id !== myId)
    .map(({ user }) =>
      page({
        id: `person:${user._id}`,
        kind: 'Person',
        label: user.name,
        detail: `@${user.username}`,
        href: `${base}/u/${user.username}`,
      }),
    );
  const chatItems = (chats ?? []).flatMap((chat) => {
    const person = otherPerson(chat, myId);
    if (!person) return [];
    return [
      page({
        id: `chat:${chat._id}`,
        kind: 'Chat',
        label: `Chat with ${person.name}`,
        keywords: [person.username],
        href: `${base}/chat/${person.username}`,
      }),
    ];
  });
  const settingsItems = [
    ...(current ? workspaceSettingsSections(current) : []).map((section) =>
      page({
        id: `settings:${section.to}`,
        kind: 'Settings',
        label: `Workspace settings: ${section.label}`,
        href: section.to,
      }),
    ),
    ...ACCOUNT_SECTIONS.map((section) =>
      page({
        id: `settings:${section.to}`,
        kind: 'Settings',
        label: `Account settings: ${section.label}`,
        href: section.to,
      }),
    ),
  ];
  const workspaceItems = [
    ...(workspaces?.myWorkspaces ?? []),
    ...(workspaces?.guestWorkspaces ?? []),
  ]
    .filter((each) => each._id !== workspace?._id)
    .map((each) =>
      page({
        id: `workspace:${each._id}`,
        kind: 'Workspace',
        label: `Switch to ${each.name}`,
        keywords: ['switch workspace', each.url],
        href: `/${each.url}`,
      }),
    );
  return [...boardItems, ...personItems, ...chatItems, ...settingsItems, ...workspaceItems];
}
