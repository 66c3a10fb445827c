// @ts-check
import { declaredGraphZones } from './declared-graph.js';

const MODULES = 'apps/server/src/modules';

/**
 * The only imports one server module may make of another: module → [modules it may import, why].
 * A module not listed imports no other module. The socket server (src/realtime/) and the
 * composition root (app.ts) sit above every module and may import any; layers below the modules
 * (db/, http/, events/, jobs/, mail/, crypto/) import none (eslint/server-shape.js).
 * The order, from the bottom: users (the people and their sessions), account-activity, api-keys,
 * auth, workspaces, then what lives in a workspace.
 * @type {Record<string, [string[], string]>}
 */
export const ALLOWED_MODULE_IMPORTS = {
  'account-activity': [['users'], 'an account event is about a person'],
  'api-keys': [
    ['users', 'account-activity', 'workspaces'],
    "a key is a person's, its use is recorded, and one may be restricted to a workspace they belong to",
  ],
  auth: [
    ['users', 'account-activity', 'api-keys'],
    'signing in reads and records people; the authenticate hook admits API keys, a password reset revokes them',
  ],
  'account-security': [
    ['users', 'account-activity', 'auth'],
    "two-factor sign-in and sessions finish auth's sign-in, with its throttles, tokens and identity proof",
  ],
  'email-change': [
    ['users', 'account-activity', 'auth'],
    'changing the address proves who it is (auth) and is recorded',
  ],
  sockets: [
    ['users', 'api-keys'],
    "a socket's session holds while its user does; a key's socket reaches what the key does",
  ],
  workspaces: [
    ['users', 'account-activity'],
    'members are people; joining, leaving and removals are recorded',
  ],
  billing: [['users', 'workspaces'], "a workspace's plan, paid by its owner, behind its gate"],
  notifications: [
    ['users', 'auth', 'sockets'],
    "a notification is a person's; unsubscribe links are signed like auth's; delivered to their sockets",
  ],
  invitations: [
    ['users', 'account-activity', 'auth', 'notifications', 'workspaces'],
    'an invitation is to a workspace, for a person (signing up on accepting), recorded and notified',
  ],
  'account-deletion': [
    ['users', 'auth', 'workspaces'],
    'deleting an account ends its sessions and hands over or deletes its workspaces',
  ],
  me: [
    ['users', 'account-activity', 'api-keys', 'auth', 'workspaces'],
    "the signed-in person's own profile: their sessions, password, keys and workspaces",
  ],
  chats: [['users', 'sockets', 'workspaces'], 'a chat is between two members, live over sockets'],
  boards: [
    ['users', 'notifications', 'workspaces'],
    'a board is in a workspace, with members who are notified when added',
  ],
  folders: [['users', 'boards', 'workspaces'], "a folder holds a workspace's boards"],
  tasks: [
    ['auth', 'boards', 'notifications', 'workspaces'],
    "a task is on a board, behind its gate; assignees are notified; the writer's tab is the initiator",
  ],
  columns: [
    ['auth', 'boards', 'tasks'],
    "a column is on a board and holds its tasks: deleting one moves them, with the tasks' positions",
  ],
  comments: [
    ['auth', 'boards', 'notifications', 'tasks', 'workspaces'],
    "a comment is on a task, by a member; mentions notify; the writer's tab is the initiator",
  ],
  checklists: [
    ['users', 'auth', 'boards', 'notifications', 'tasks'],
    "a checklist is part of a task, behind the task's gate; an item converted becomes a task",
  ],
  attachments: [
    ['users', 'auth', 'boards', 'tasks', 'workspaces'],
    "a file is part of a task, behind the task's gate, in its history; its uploader is a member",
  ],
  time: [
    ['users', 'auth', 'boards', 'notifications', 'tasks', 'workspaces'],
    'time is logged on tasks by members, behind the board gate; a timer stopped for them notifies',
  ],
  forms: [
    ['users', 'auth', 'boards', 'columns', 'notifications', 'tasks'],
    'a form files tasks into a column of a board (throttled like sign-ins) and notifies its managers',
  ],
  'board-reports': [['boards'], "a board's reports, behind its gate"],
  'workspace-reports': [
    ['board-reports', 'workspaces'],
    "the workspace's reports reuse the board reports' ranges, behind the workspace gate",
  ],
  search: [
    ['boards', 'workspaces'],
    'the palette finds tasks on the boards a member sees, behind the workspace gate',
  ],
  dashboard: [
    ['users', 'boards', 'invitations', 'tasks', 'time', 'workspaces'],
    "a person's own view: their boards, tasks, timer, pending invitations and the workspace's history",
  ],
  'jira-import': [
    ['users', 'auth', 'boards', 'columns', 'invitations', 'workspaces'],
    'an import fills a board: its columns, tasks and people (invited as they are matched)',
  ],
  'workspace-export': [
    ['users', 'attachments', 'billing', 'invitations', 'workspaces'],
    "a workspace's export and import: its members come back as invitations, its plan's trial with it, its files through the attachments' storage as uploads",
  ],
  webhooks: [
    ['users', 'workspaces'],
    "a webhook is a workspace's, behind its gate, managed by its owner and admins",
  ],
  metrics: [
    ['checklists', 'jira-import', 'tasks'],
    'the backlog gauges read the queues of the import worker and the due-date reminders (of tasks and checklist items)',
  ],
};

/**
 * One zone per module folder: every other module is off limits except its allowed ones, so a new
 * edge between modules (and with it any folder-level cycle) is a visible, reasoned decision.
 */
export const moduleZones = () =>
  declaredGraphZones(
    MODULES,
    ALLOWED_MODULE_IMPORTS,
    (module, allowed) =>
      `modules/${module} may import only ${allowed.join(', ') || 'no other module'} (eslint/server-modules.js): declare the edge with its reason, or move the code`,
  );
