import type { Task, Workspace } from '@teamboard/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { users, workspaceInvitations, workspaces } from '../../db/schema/index';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  exportCalls,
  HAND_MADE,
  handMadeExport,
  handMadeWorkspace,
  zipOf,
} from '../../test/workspace-export-calls';
import { pendingInvitationId, type Account } from '../../test/workspace-fixture';

const AT = '2026-01-05T10:00:00.000Z';
const personId = (n: number) => `6f0c3c5e-1d2b-4b7a-9c55-0b0b0b0b00${String(n).padStart(2, '0')}`;

/** A crafted export naming these people as members, the first the task's assignee and author. */
function exportNaming(
  people: { name: string; email: string }[],
  workspace: Record<string, unknown> = {},
) {
  const rows = people.map((person, index) => ({ _id: personId(index), ...person }));
  return handMadeExport({
    'people.json': rows,
    'members.json': rows.map((row) => ({
      userId: row._id,
      role: 'member',
      joinedAt: AT,
      weeklyCapacityHours: 40,
    })),
    'task-assignees.json': [{ taskId: HAND_MADE.task, userId: personId(0) }],
    'comments.json': [
      {
        _id: '6f0c3c5e-1d2b-4b7a-9c55-0c0c0c0c0001',
        taskId: HAND_MADE.task,
        authorId: personId(0),
        content: 'I approve this',
        createdAt: AT,
        editedAt: null,
        importKey: null,
      },
    ],
    'workspace.json': handMadeWorkspace(workspace),
  });
}

let t: TestApp;
let attacker: Account;

beforeAll(async () => {
  t = await createTestApp();
  attacker = await verifiedUser(t.app, { name: 'Mallory' });
});
afterAll(async () => {
  await t.close();
});

async function importAs(account: Account, entries: ReturnType<typeof handMadeExport>) {
  const response = await exportCalls(t).importZip(account, await zipOf(entries));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ workspace: Workspace }>().workspace;
}

/** The imported task as its board shows it to the importer. */
async function taskOf(workspace: Workspace): Promise<Task> {
  const [task] = await rawRows<{ id: string }>(
    t.app.ctx.db,
    sql`select t.id from tasks t join boards b on b.id = t.board_id
      where b.workspace_id = ${workspace._id}`,
  );
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/tasks/${task?.id ?? ''}`,
    headers: bearer(attacker),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ task: Task }>().task;
}

const authoredBy = async (userId: string) =>
  rawRows<{ n: number }>(
    t.app.ctx.db,
    sql`select count(*)::int as n from comments where author_id = ${userId}`,
  );

describe('people an import names', () => {
  it('never become an existing account, nor show what that account is', async () => {
    const victim = await verifiedUser(t.app, { name: 'Victim Real' });
    const workspace = await importAs(
      attacker,
      exportNaming([{ name: 'Forged Name', email: victim.email }]),
    );
    // Nothing is the victim's: not the comment, not the assignment.
    expect(await authoredBy(victim.user._id)).toEqual([{ n: 0 }]);
    const task = await taskOf(workspace);
    expect(task.assignees).toHaveLength(1);
    const [assignee] = task.assignees;
    expect(assignee?._id).not.toBe(victim.user._id);
    expect(assignee?.name).toBe('Forged Name');
    expect(JSON.stringify(task)).not.toContain(victim.user.username);
    expect(JSON.stringify(task)).not.toContain('Victim Real');
    // What stays is an invitation the victim may decline, as any invitation.
    expect(await pendingInvitationId(t.app, victim, workspace._id)).toEqual(expect.any(String));
  });

  it('make no account for an address nobody proved; its owner signs up and takes their work', async () => {
    const email = 'newcomer@example.com';
    const workspace = await importAs(attacker, exportNaming([{ name: 'New Person', email }]));
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    // The address is free: its owner signs up (no 409), finds the invitation and accepts it.
    const newcomer = await verifiedUser(t.app, { email, name: 'Newcomer' });
    const invitation = await pendingInvitationId(t.app, newcomer, workspace._id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation}/accept`,
      headers: bearer(newcomer),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await authoredBy(newcomer.user._id)).toEqual([{ n: 1 }]);
    expect((await taskOf(workspace)).assignees.map((each) => each._id)).toEqual([
      newcomer.user._id,
    ]);
  });

  it("invites nobody the workspace's allowed domains refuse", async () => {
    const workspace = await importAs(
      attacker,
      exportNaming(
        [
          { name: 'Inside', email: 'inside@corp.example' },
          { name: 'Outside', email: 'outside@elsewhere.example' },
        ],
        { allowedEmailDomains: ['corp.example'] },
      ),
    );
    const invited = await t.app.ctx.db
      .select({ email: workspaceInvitations.email })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, workspace._id));
    expect(invited).toEqual([{ email: 'inside@corp.example' }]);
  });
});

describe('invitations an import makes', () => {
  it('count against the daily invitation quotas: past one, nothing is imported (429)', async () => {
    const quota = await createTestApp({}, { INVITATIONS_PER_INVITER_PER_DAY: '2' });
    try {
      const importer = await verifiedUser(quota.app);
      const three = ['a', 'b', 'c'].map((name) => ({ name, email: `${name}@example.com` }));
      const before = await quota.app.ctx.db.select({ n: count() }).from(workspaces);
      const response = await exportCalls(quota).importZip(
        importer,
        await zipOf(exportNaming(three)),
      );
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json<{ message: string }>().message).toContain(
        'You can send at most 2 invitations a day',
      );
      expect(await quota.app.ctx.db.select({ n: count() }).from(workspaces)).toEqual(before);
      const two = await exportCalls(quota).importZip(
        importer,
        await zipOf(exportNaming(three.slice(0, 2))),
      );
      expect(two.statusCode, two.body).toBe(201);
    } finally {
      await quota.close();
    }
  });
});
