import { attachmentThumbnailPath, type Task } from '@teamboard/shared';
import type { Form } from '@teamboard/shared/form';
import { and, eq } from 'drizzle-orm';
import { comments, tasks, timeEntries } from '../db/schema/index';
import { attachmentCalls, samplePng } from './attachment-calls';
import type { BoardScene } from './board-scene';
import { checklistCalls } from './checklist-calls';
import { formCalls, SUMMARY_FIELD } from './form-calls';
import { MINUTE } from './test-clock';
import { populateWorkspace } from './workspace-export-calls';
import type { Account } from './workspace-fixture';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Fills the scene's workspace, through the API, so that every column the export round trip
 * compares holds a value other than its default in some row (export-round-trip.test.ts checks
 * that it does): populateWorkspace, then the settings, nesting, links, edits, checklists and
 * forms it leaves at their defaults. Only the Jira import writes a task's Jira key and the
 * import keys of comments and time entries: those are set in the database.
 */
export async function seedEveryColumn(scene: BoardScene): Promise<void> {
  const { t, cast } = scene;
  const call = caller(scene);
  const { board, first, label } = await populateWorkspace(scene);
  const workspaceLabel = await workspaceSettings(scene, call);
  await boardSettings(scene, call, board.id);
  const second = await linkedTask(scene, call, board, first, workspaceLabel);
  await editedComment(scene, call, second);
  await checklist(scene, call, second);
  await attachedFiles(scene, first, second);
  // The admin's timer, running since populateWorkspace, stopped: a running one comes in stopped.
  t.clock.advance(5 * MINUTE);
  await call(cast.admin, 'POST', `/api/tasks/${first._id}/timer/stop`, {});
  await submittedForms(scene, board, label._id);
  await setImportKeys(scene, first._id);
}

/**
 * The workspace's description, security settings, the owner's capacity, a nested folder and
 * a workspace label (its id answered).
 */
async function workspaceSettings(scene: BoardScene, call: Call): Promise<string> {
  const { cast, workspace } = scene;
  const workspaceUrl = `/api/workspaces/${workspace.id}`;
  await call(cast.owner, 'PUT', workspaceUrl, { description: 'Where the web team works' });
  await call(cast.owner, 'PUT', `${workspaceUrl}/security`, {
    invitePolicy: 'admins',
    allowedEmailDomains: ['example.com'],
    apiKeysAllowed: false,
  });
  await call(cast.owner, 'PUT', `${workspaceUrl}/members/${cast.owner.user._id}/capacity`, {
    weeklyHours: 32,
  });
  const parent = await scene.calls.newFolder('Products', cast.owner);
  await call(cast.owner, 'POST', '/api/folders', {
    workspaceId: workspace.id,
    name: 'Mobile',
    parentFolder: parent,
  });
  const created = await call(cast.owner, 'POST', `${workspaceUrl}/labels`, {
    name: 'Customer',
    color: '#10b981',
  });
  return created.json<{ label: { _id: string } }>().label._id;
}

/** The board's description and weekly quota, the owner on it, and an archived second board. */
async function boardSettings(scene: BoardScene, call: Call, boardId: string): Promise<void> {
  const { cast } = scene;
  await call(cast.member, 'PUT', `/api/boards/${boardId}`, { description: 'The web app' });
  await call(cast.member, 'PUT', `/api/boards/${boardId}/working-hours-quota`, {
    weeklyHours: 30,
  });
  await call(cast.member, 'POST', '/api/boards/members', {
    boardId,
    userId: cast.owner.user._id,
    role: 'collaborator',
  });
  const old = await scene.calls.newBoard('Old site', cast.owner);
  await call(cast.owner, 'POST', `/api/boards/${old.id}/archive`);
}

/** An API call that throws with the answer when refused. */
function caller(scene: BoardScene) {
  return async (account: Account, method: Method, url: string, payload?: object) => {
    const response = await scene.calls.inject(account, method, url, payload);
    if (response.statusCode >= 300)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
}
type Call = ReturnType<typeof caller>;

/** A task with every field set, blocked by `first`, with a member and a workspace label. */
async function linkedTask(
  scene: BoardScene,
  call: Call,
  board: { id: string; columns: string[] },
  first: Task,
  workspaceLabel: string,
): Promise<Task> {
  const { cast, t } = scene;
  const now = t.clock.now().getTime();
  const task = await scene.calls.newTask(board, { title: 'Plan the release' });
  await call(cast.member, 'PUT', `/api/tasks/${task._id}`, {
    complexity: 4,
    startDate: new Date(now + 60 * MINUTE).toISOString(),
    dueDate: new Date(now + 24 * 60 * MINUTE).toISOString(),
    cover: 'https://example.com/cover.png',
    members: [cast.admin.user._id],
    labels: [workspaceLabel],
    blockers: [first._id],
  });
  return task;
}

/** A comment mentioning the admin, edited afterwards. */
async function editedComment(scene: BoardScene, call: Call, task: Task): Promise<void> {
  const { cast } = scene;
  const posted = await call(cast.member, 'POST', `/api/tasks/${task._id}/comments`, {
    content: 'Can you check this, @The admin?',
    mentions: [cast.admin.user._id],
  });
  const { _id } = posted.json<{ comment: { _id: string } }>().comment;
  scene.t.clock.advance(MINUTE);
  await call(cast.member, 'PUT', `/api/tasks/${task._id}/comments/${_id}`, {
    content: 'Can you check this today, @The admin?',
    mentions: [cast.admin.user._id],
  });
}

/**
 * A checklist with an item assigned to the admin, due, and ticked by the member, an open one
 * after it, and one converted into a task (its history line names that task).
 */
async function checklist(scene: BoardScene, call: Call, task: Task): Promise<void> {
  const { cast, t } = scene;
  const checklists = checklistCalls(scene.calls, cast.member);
  const { _id } = await checklists.addChecklist(task._id, 'Release');
  const ticked = await checklists.addItem(_id, {
    title: 'Write the notes',
    assigneeId: cast.admin.user._id,
    dueDate: new Date(t.clock.now().getTime() + 48 * 60 * MINUTE).toISOString(),
  });
  await checklists.addItem(_id, { title: 'Tag the build' });
  const converted = await checklists.addItem(_id, {
    title: 'Update the site',
    assigneeId: cast.member.user._id,
  });
  await call(cast.member, 'PUT', `/api/checklist-items/${ticked._id}`, { done: true });
  await call(cast.member, 'POST', `/api/checklist-items/${converted._id}/convert`);
}

/**
 * An image on the first task, which becomes its cover (its thumbnail's address), and a text file
 * on the second. The cover is set in the database: the API's cover field takes https addresses
 * and uploads only.
 */
async function attachedFiles(scene: BoardScene, first: Task, second: Task): Promise<void> {
  const files = attachmentCalls(scene.t, scene.calls, scene.cast.member);
  const image = await files.attach(first._id, 'mockup.png', await samplePng());
  await files.attach(second._id, 'notes.txt', 'What changed in this release');
  await scene.t.app.ctx.db
    .update(tasks)
    .set({ cover: attachmentThumbnailPath(image._id) })
    .where(eq(tasks.id, first._id));
}

/**
 * A closed form with every setting (a field adding a board label, its tasks' labels and the
 * owner as assignee: the only member an import makes), and a submission to an open one.
 */
async function submittedForms(
  scene: BoardScene,
  board: { id: string; columns: string[] },
  labelId: string,
): Promise<void> {
  const forms = formCalls(scene.t, scene.cast.member);
  const open = await forms.newForm(board.id, { title: 'Feedback' });
  const submitted = await forms.submit(open.slug, { answers: { summary: 'Crash on save' } });
  if (submitted.statusCode >= 300) throw new Error(`submit: ${submitted.body}`);
  const closed: Form = await forms.newForm(board.id, {
    title: 'Feature request',
    description: 'Tell us what you miss',
    columnId: board.columns[1] ?? null,
    fields: [
      SUMMARY_FIELD,
      {
        _id: 'area',
        type: 'single_choice',
        label: 'Area',
        required: false,
        target: 'labels',
        options: [{ _id: 'bug', label: 'Bug', labelId }],
      },
    ],
    defaultLabels: [labelId],
    defaultAssignees: [scene.cast.owner.user._id],
    thankYouMessage: 'Thanks, we read every one',
    isOpen: false,
  });
  if (closed.isOpen) throw new Error('the form should be closed');
}

/** What only the Jira import writes: a task's Jira key, the import keys of its comments and hours. */
async function setImportKeys(scene: BoardScene, taskId: string): Promise<void> {
  const { db } = scene.t.app.ctx;
  await db.update(tasks).set({ jiraKey: 'JIRA-12' }).where(eq(tasks.id, taskId));
  await db.update(comments).set({ importKey: 'jira-comment-1' }).where(eq(comments.taskId, taskId));
  await db
    .update(timeEntries)
    .set({ importKey: 'jira-worklog-1' })
    .where(and(eq(timeEntries.taskId, taskId), eq(timeEntries.description, 'Specs')));
}
