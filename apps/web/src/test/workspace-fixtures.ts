import type {
  Invitation,
  PublicInvitation,
  PublicUser,
  User,
  Workspace,
  WorkspaceMember,
  WorkspaceRole,
  WorkspaceSummary,
} from '@teamboard/shared';
import { memberGroupOf } from '@teamboard/shared';
import { buildSession, buildUser, storeSession } from './fixtures';
import { json, mockFetch, type Handler } from './fetch-mock';

const CREATED = '2026-01-01T00:00:00.000Z';

export function publicUser(user: Pick<User, '_id' | 'name' | 'username'>): PublicUser {
  return { _id: user._id, name: user.name, username: user.username, avatar: null };
}

export function buildMember(user: PublicUser, role: WorkspaceRole): WorkspaceMember {
  return { user, role, joinedAt: CREATED };
}

/** A workspace whose members are `members`; the caller's role is `currentUserRole`. */
export function buildWorkspace(
  overrides: Partial<Workspace> = {},
  members: WorkspaceMember[] = [],
): Workspace {
  const groups: Workspace['members'] = {
    admins: [],
    managers: [],
    members: [],
    guests: [],
    clients: [],
  };
  for (const member of members) groups[memberGroupOf(member.role)].push(member);
  return {
    _id: 'ws-1',
    name: 'Acme',
    description: null,
    url: 'acme',
    logo: null,
    status: 'active',
    owner: 'user-1',
    labels: [],
    columnTypes: [],
    defaultColumns: [],
    members: groups,
    currentUserRole: 'owner',
    invitePolicy: 'managers',
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function summaryOf(workspace: Workspace): WorkspaceSummary {
  const memberCount = Object.values(workspace.members).reduce((n, group) => n + group.length, 0);
  const { _id, name, url, logo, description } = workspace;
  return { _id, name, url, logo, description, role: workspace.currentUserRole, memberCount };
}

export function buildInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    _id: 'inv-1',
    email: 'ada@example.com',
    role: 'member',
    status: 'pending',
    workspace: { _id: 'ws-1', name: 'Acme', url: 'acme', logo: null },
    invitedBy: { _id: 'user-9', name: 'Grace Hopper', username: 'grace', avatar: null },
    createdAt: CREATED,
    expiresAt: '2999-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function publicInvitationOf(invitation: Invitation): PublicInvitation {
  const { email, role, status, expiresAt, workspace, invitedBy } = invitation;
  return {
    email,
    role,
    status,
    expiresAt,
    workspace: { name: workspace.name, url: workspace.url, logo: workspace.logo },
    invitedBy: { name: invitedBy.name },
  };
}

/** The handlers that let `user` into `workspace`: lists, details, last active workspace. */
export function workspaceHandlers(workspace: Workspace, user: User): Record<string, Handler> {
  return {
    'GET /api/workspaces': () =>
      json(200, { myWorkspaces: [summaryOf(workspace)], guestWorkspaces: [] }),
    [`GET /api/workspaces/${workspace.url}`]: () => json(200, { workspace }),
    'PUT /api/me/last-active-workspace': ({ body }) =>
      json(200, {
        user: { ...user, lastActiveWorkspaceURL: (body as { workspaceURL: string }).workspaceURL },
      }),
  };
}

/** Stores a session for `user` and answers the startup profile call besides `handlers`. */
export function mockSignedIn(handlers: Record<string, Handler>, user: User = buildUser()) {
  storeSession(buildSession(user));
  return mockFetch({ 'GET /api/me': () => json(200, { user }), ...handlers });
}
