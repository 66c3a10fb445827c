/**
 * What of a workspace's tables an export and import do not carry over as stored, each with why.
 * Everything else of every table that hangs from a workspace by foreign keys (and of the users
 * its rows name) must come back from an export as it was: `export-round-trip.test.ts` asks
 * PostgreSQL for those tables and columns and compares a seeded workspace with its import,
 * column by column. A new table or column fails that test until the export writes it and the
 * import reads it back, or it is declared here.
 */

const PERSONAL = "each person's own state, not the workspace's";
const CHATS = 'direct chats are private to their two people';
const JIRA_JOBS = 'Jira import jobs: done once here (the tasks they wrote are exported)';
const ONE_VALUE = "has one value today ('active'): export it when it gets a second";
const LIST_VERSION =
  "derived: the board task list's change counter, bumped by triggers as the import writes";
const ACCOUNT =
  "the account's own: everyone but the importer comes back as a placeholder holding their name (import-people.ts)";
const ACCOUNT_SECRET = 'a secret of the account: never leaves this instance';

/** Tables left out whole. */
export const TABLES_NOT_EXPORTED: Readonly<Record<string, string>> = {
  api_keys: 'personal API keys: credentials of this instance (a secret hash each)',
  board_favorites: PERSONAL,
  board_preferences: PERSONAL,
  board_visits: PERSONAL,
  chats: CHATS,
  checklist_item_due_reminders: 'which checklist item reminders this instance has sent',
  chat_participants: CHATS,
  messages: CHATS,
  message_reactions: CHATS,
  jira_import_rows: JIRA_JOBS,
  jira_imports: JIRA_JOBS,
  task_due_reminders: 'which due-date reminders this instance has sent',
  task_tombstones: "derived: deleted tasks kept for clients' cached task lists",
  webhooks:
    "targets and secrets of this instance's webhooks: an imported workspace starts with none, to be added anew",
  webhook_deliveries: "this instance's outbox of webhook deliveries",
  workspace_activities: "this instance's log of membership and invitations",
  workspace_billing:
    'billing is with Stripe for this instance: an import gets a new workspace plan',
  workspace_exports: 'the export jobs themselves, with links valid on this instance only',
  workspace_invitations:
    'capabilities of this instance (token hashes): an import invites the members anew',
};

/**
 * Columns of the other tables that an export leaves out, or that an import sets anew, by
 * `table.column`.
 */
export const COLUMNS_NOT_CARRIED: Readonly<Record<string, string>> = {
  'workspaces.status': ONE_VALUE,
  'workspaces.created_at': 'an imported workspace is created now (its trial counts from then)',
  'workspaces.updated_at': 'an imported workspace is created now',
  'boards.join_token': 'join links are capabilities of this instance',
  'boards.join_token_created_at': 'join links are capabilities of this instance',
  'boards.tasks_version': LIST_VERSION,
  'boards.list_reset_version': LIST_VERSION,
  'tasks.list_version': LIST_VERSION,
  'columns.status': ONE_VALUE,
  'forms.slug': 'a new public link: a slug names one form per instance, and the old may be live',
  'users.email':
    "the recorded address finds the importer and addresses the others' invitations; a placeholder gets one nobody has",
  'users.username': ACCOUNT,
  'users.avatar': ACCOUNT,
  'users.role': ACCOUNT,
  'users.team_size': ACCOUNT,
  'users.last_active_workspace_url': ACCOUNT,
  'users.email_verified_at': ACCOUNT,
  'users.created_at': ACCOUNT,
  'users.updated_at': ACCOUNT,
  'users.google_sub': ACCOUNT,
  'users.session_version': ACCOUNT,
  'users.password_hash': ACCOUNT_SECRET,
  'users.totp_pending_secret': ACCOUNT_SECRET,
  'users.totp_secret': ACCOUNT_SECRET,
  'users.totp_enabled_at': ACCOUNT_SECRET,
  'users.totp_last_step': ACCOUNT_SECRET,
};

/**
 * Tables of ties to people whose rows come back for the importer only, by the column naming
 * the person.
 */
export const IMPORTER_ROWS_ONLY: Readonly<Record<string, { column: string; reason: string }>> = {
  workspace_members: {
    column: 'user_id',
    reason: 'the others are invited back with their role (import-membership.ts)',
  },
  board_members: {
    column: 'user_id',
    reason: 'board roles are ties of a membership the others have not accepted yet',
  },
};
