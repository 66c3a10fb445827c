/**
 * THE list of the app's main pages (the routes of spec section 2 a workspace owner can open,
 * and the public form signed out), for the browser checks that walk every page. A new page is
 * added here, with the document title it must show.
 */

/** The seeded records the pages show, by the names their titles use. */
export interface SeededPages {
  workspace: { url: string; name: string };
  board: { id: string; title: string };
  task: { key: string; title: string };
  /** The person the owner chats with, and whose profile is opened. */
  teammate: { username: string; name: string };
  form: { id: string; title: string; slug: string };
}

export interface MainPage {
  /** A short name for reports. */
  name: string;
  path: (seed: SeededPages) => string;
  /** The document title the page shows: "<page> · <where> — Teamboard". */
  title: (seed: SeededPages) => string;
  /** Opened by someone not signed in (the public form). */
  signedOut?: true;
}

const APP = ' — Teamboard';

/** A page of the workspace: "<parts> · <workspace> — Teamboard". */
function inWorkspace(name: string, subPath: string, ...parts: string[]): MainPage {
  return {
    name,
    path: (seed) => `/${seed.workspace.url}${subPath}`,
    title: (seed) => [...parts, seed.workspace.name].join(' · ') + APP,
  };
}

/** A view of the seeded board: "<view> · <board> · <workspace> — Teamboard". */
function boardView(view: string, subPath: string): MainPage {
  return {
    name: `board ${view.toLowerCase()}`,
    path: (seed) => `/${seed.workspace.url}/projects/${seed.board.id}${subPath}`,
    title: (seed) => `${view} · ${seed.board.title} · ${seed.workspace.name}${APP}`,
  };
}

function workspaceSetting(section: string, page: string): MainPage {
  return inWorkspace(`workspace settings ${section}`, `/settings/${section}`, `${page} settings`);
}

function accountSetting(section: string, page: string): MainPage {
  return {
    name: `account ${section}`,
    path: () => `/account/${section}`,
    title: () => `${page} · Account${APP}`,
  };
}

export const MAIN_PAGES: readonly MainPage[] = [
  { name: 'dashboard', path: () => '/dashboard', title: () => `Dashboard${APP}` },
  { name: 'workspaces', path: () => '/workspaces', title: () => `Workspaces${APP}` },
  inWorkspace('workspace home', '', 'Home'),
  inWorkspace('projects', '/projects', 'Projects'),
  {
    name: 'board kanban',
    path: (seed) => `/${seed.workspace.url}/projects/${seed.board.id}`,
    title: (seed) => `${seed.board.title} · ${seed.workspace.name}${APP}`,
  },
  boardView('Calendar', '/calendar'),
  boardView('Timeline', '/timeline'),
  boardView('Overview', '/overview'),
  boardView('Reports', '/reports'),
  boardView('Forms', '/forms'),
  {
    name: 'form builder',
    path: (seed) => `/${seed.workspace.url}/projects/${seed.board.id}/forms/${seed.form.id}`,
    title: (seed) => `${seed.form.title} · ${seed.board.title} · ${seed.workspace.name}${APP}`,
  },
  boardView('Settings', '/update'),
  {
    name: 'task',
    path: (seed) => `/${seed.workspace.url}/projects/${seed.board.id}?task=${seed.task.key}`,
    title: (seed) =>
      `${seed.task.key} ${seed.task.title} · ${seed.board.title} · ${seed.workspace.name}${APP}`,
  },
  inWorkspace('chat list', '/chat', 'Chat'),
  {
    name: 'chat',
    path: (seed) => `/${seed.workspace.url}/chat/${seed.teammate.username}`,
    title: (seed) => `${seed.teammate.name} · Chat · ${seed.workspace.name}${APP}`,
  },
  inWorkspace('people', '/u', 'People'),
  {
    name: 'member profile',
    path: (seed) => `/${seed.workspace.url}/u/${seed.teammate.username}`,
    title: (seed) => `${seed.teammate.name} · People · ${seed.workspace.name}${APP}`,
  },
  inWorkspace('workspace reports', '/reports', 'Reports'),
  inWorkspace('resource analysis', '/reports/resource-analysis', 'Resource analysis', 'Reports'),
  inWorkspace('time complexity', '/reports/time-complexity', 'Time vs complexity', 'Reports'),
  inWorkspace('user performance', '/reports/user-performance', 'User performance', 'Reports'),
  workspaceSetting('general', 'General'),
  workspaceSetting('overview', 'Overview'),
  workspaceSetting('members', 'Members'),
  workspaceSetting('projects', 'Projects'),
  workspaceSetting('labels', 'Labels'),
  workspaceSetting('column-types', 'Column types'),
  workspaceSetting('security', 'Security'),
  workspaceSetting('subscription', 'Subscription'),
  workspaceSetting('billing', 'Billing'),
  workspaceSetting('export', 'Export'),
  workspaceSetting('webhooks', 'Webhooks'),
  accountSetting('profile', 'Profile'),
  accountSetting('security', 'Security'),
  accountSetting('notifications', 'Notifications'),
  accountSetting('activities', 'Activity'),
  accountSetting('api-keys', 'API keys'),
  accountSetting('billing', 'Billing'),
  accountSetting('integrations', 'Integrations'),
  accountSetting('workspace-invites', 'Workspace invitations'),
  {
    name: 'public form',
    path: (seed) => `/form/${seed.form.slug}`,
    title: (seed) => `${seed.form.title}${APP}`,
    signedOut: true,
  },
];
