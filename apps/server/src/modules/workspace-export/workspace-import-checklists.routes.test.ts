import type { Checklist, Task, Workspace } from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { useBoardScene } from '../../test/board-scene';
import { checklistCalls } from '../../test/checklist-calls';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  exportCalls,
  importedTaskId,
  jsonOf,
  unzip,
  zipOf,
} from '../../test/workspace-export-calls';
import { pendingInvitationId, type Account } from '../../test/workspace-fixture';

const scene = useBoardScene();
let other: TestApp;
let importer: Account;
let entries: Map<string, Buffer>;
const due = '2026-12-01T00:00:00.000Z';

/**
 * A task with a checklist of three items, the last moved to the top, one ticked by the member,
 * one assigned to the owner (who imports it) and due; exported by the owner.
 */
beforeAll(async () => {
  const { cast, calls } = scene;
  const board = await calls.newBoard('Releases');
  const task = await calls.newTask(board, { title: 'Launch' });
  await calls.newTask(board, { title: 'Follow up' });
  const checklists = checklistCalls(calls, cast.member);
  const { _id } = await checklists.addChecklist(task._id, 'Release');
  const notes = await checklists.addItem(_id, {
    title: 'Write the notes',
    assigneeId: cast.owner.user._id,
    dueDate: due,
  });
  const build = await checklists.addItem(_id, { title: 'Tag the build' });
  const freeze = await checklists.addItem(_id, { title: 'Freeze the code' });
  const moved = await checklists.updateItem(freeze._id, { position: notes.position / 2 });
  expect(moved.statusCode).toBe(200);
  expect((await checklists.updateItem(build._id, { done: true })).statusCode).toBe(200);

  const ready = await exportCalls(scene.t).readyExport(cast.owner, scene.workspace.id);
  const zip = (await exportCalls(scene.t).download(ready.downloadUrl ?? '')).rawPayload;
  entries = await unzip(zip);
  other = await createTestApp();
  importer = await verifiedUser(other.app, { email: cast.owner.email, name: cast.owner.name });
});
afterAll(async () => {
  await other.close();
});

/** Imports the export's entries, `changes` replacing some (or, as null, removing them). */
async function importWith(changes: Record<string, string | null> = {}) {
  const files = new Map(entries);
  for (const [name, content] of Object.entries(changes)) {
    if (content === null) files.delete(name);
    else files.set(name, Buffer.from(content));
  }
  return exportCalls(other).importZip(importer, await zipOf(Object.fromEntries(files)));
}

const importedTask = (workspace: Workspace, title: string) =>
  importedTaskId(other, workspace._id, title);

const read = (url: string) => other.app.inject({ method: 'GET', url, headers: bearer(importer) });

describe('importing an export with checklists', () => {
  it('brings them back in order, ticked items ticked, people mapped as everywhere else', async () => {
    const response = await importWith();
    expect(response.statusCode, response.body).toBe(201);
    const taskId = await importedTask(
      response.json<{ workspace: Workspace }>().workspace,
      'Launch',
    );

    const listed = await read(`/api/tasks/${taskId}/checklists`);
    const [checklist, ...more] = listed.json<{ checklists: Checklist[] }>().checklists;
    expect(more).toEqual([]);
    expect(checklist).toMatchObject({ taskId, title: 'Release' });
    const items = checklist?.items ?? [];
    expect(items.map((item) => [item.title, item.done])).toEqual([
      ['Freeze the code', false],
      ['Write the notes', false],
      ['Tag the build', true],
    ]);
    const [, notes, build] = items;
    // The importer is the owner's account here; the member who ticked is a placeholder.
    expect(notes).toMatchObject({ assigneeId: importer.user._id, dueDate: due });
    const exported = jsonOf(entries, 'checklist-items.json') as { title: string; doneAt: string }[];
    expect(build?.doneAt).toBe(exported.find((item) => item.title === 'Tag the build')?.doneAt);
    const [ticker] = await other.app.ctx.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, build?.doneBy ?? ''));
    expect(ticker?.name).toBe(scene.cast.member.name);
    expect(ticker?.email).not.toBe(scene.cast.member.email);

    const card = (await read(`/api/tasks/${taskId}`)).json<{ task: Task }>().task;
    expect(card.checklist).toEqual({ done: 1, total: 3 });

    // The member signs up there and accepts the invitation naming them: the tick is theirs.
    const { cast } = scene;
    const member = await verifiedUser(other.app, { email: cast.member.email, name: 'Member' });
    const workspaceId = response.json<{ workspace: Workspace }>().workspace._id;
    const invitation = await pendingInvitationId(other.app, member, workspaceId);
    const accepted = await other.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation}/accept`,
      headers: bearer(member),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = (await read(`/api/tasks/${taskId}/checklists`)).json<{
      checklists: Checklist[];
    }>().checklists;
    expect(after[0]?.items.find((item) => item.done)?.doneBy).toBe(member.user._id);
  });

  it('imports an export made before checklists were exported as having none', async () => {
    const response = await importWith({
      'checklists.json': null,
      'checklist-items.json': null,
    });
    expect(response.statusCode, response.body).toBe(201);
    const taskId = await importedTask(
      response.json<{ workspace: Workspace }>().workspace,
      'Launch',
    );
    const listed = await read(`/api/tasks/${taskId}/checklists`);
    expect(listed.json<{ checklists: Checklist[] }>().checklists).toEqual([]);
  });

  it("refuses an item on another task than its checklist's", async () => {
    const followUp = (jsonOf(entries, 'tasks.json') as { _id: string; title: string }[]).find(
      (task) => task.title === 'Follow up',
    );
    const items = jsonOf(entries, 'checklist-items.json') as { taskId: string }[];
    const moved = items.map((item, index) =>
      index === 0 ? { ...item, taskId: followUp?._id } : item,
    );
    const response = await importWith({ 'checklist-items.json': JSON.stringify(moved) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain("not on its checklist's");
  });
});
