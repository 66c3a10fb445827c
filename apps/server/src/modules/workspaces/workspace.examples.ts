import type {
  CreateWorkspaceInput,
  PublicUser,
  Workspace,
  WorkspacesResponse,
} from '@teamboard/shared';

/**
 * Examples of the API description (/api/docs): a workspace as its calls send and answer it.
 * Typed by the shared schemas, and checked against the document's by the Redocly lint.
 */
export const examplePerson: PublicUser = {
  _id: '4c0f6a52-2f1d-4b8e-9a43-6f0e2d7b9c11',
  name: 'Ada Lovelace',
  username: 'ada',
  avatar: null,
};

export const createWorkspaceExample: CreateWorkspaceInput = {
  name: 'Acme Engineering',
  url: 'acme-engineering',
  description: 'Where the platform team plans its work',
};

export const exampleWorkspace: Workspace = {
  _id: '0b6d2c1e-8f3a-4d57-b1e9-2a7c5f40d813',
  name: 'Acme Engineering',
  description: 'Where the platform team plans its work',
  url: 'acme-engineering',
  logo: null,
  status: 'active',
  owner: examplePerson._id,
  labels: [{ _id: '9e1b7c44-3a2d-4f68-8b05-c7d1e2f3a4b5', name: 'Bug', color: '#dc2626' }],
  columnTypes: [],
  defaultColumns: [],
  members: {
    admins: [{ user: examplePerson, role: 'owner', joinedAt: '2026-03-02T09:00:00.000Z' }],
    managers: [],
    members: [],
    guests: [],
    clients: [],
  },
  currentUserRole: 'owner',
  invitePolicy: 'admins',
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

export const exampleWorkspaces: WorkspacesResponse = {
  myWorkspaces: [
    {
      _id: exampleWorkspace._id,
      name: exampleWorkspace.name,
      url: exampleWorkspace.url,
      logo: null,
      description: exampleWorkspace.description,
      role: 'owner',
      memberCount: 12,
    },
  ],
  guestWorkspaces: [],
};
