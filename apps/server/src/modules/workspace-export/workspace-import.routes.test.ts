import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Workspace } from '@teamboard/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { boards, tasks, users, workspaceInvitations, workspaces } from '../../db/schema/index';
import { useBoardScene } from '../../test/board-scene';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, emailsTo, type TestApp } from '../../test/test-app';
import { exportCalls, populateWorkspace, unzip, zipOf } from '../../test/workspace-export-calls';
import { pendingInvitationId } from '../../test/workspace-fixture';
import { workspaceSnapshot } from '../../test/workspace-snapshot';
import { uploadsDir } from '../workspaces/logo';

const scene = useBoardScene();
let zip: Buffer;
let other: TestApp;

beforeAll(async () => {
  await populateWorkspace(scene);
  const ready = await exportCalls(scene.t).readyExport(scene.cast.owner, scene.workspace.id);
  zip = (await exportCalls(scene.t).download(ready.downloadUrl ?? '')).rawPayload;
  other = await createTestApp();
});
afterAll(async () => {
  await other.close();
});

const logoBytes = (t: TestApp, logo: string | null) =>
  readFile(path.join(uploadsDir(t.app.ctx.config.dataDir), (logo ?? '').replace('/uploads/', '')));

describe('importing an export into another instance', () => {
  it('recreates every table of the workspace, everyone but the importer on a placeholder until they accept', async () => {
    const { cast } = scene;
    // The owner and the admin have accounts on the second instance too; the others do not.
    const importer = await verifiedUser(other.app, {
      email: cast.owner.email,
      name: cast.owner.name,
    });
    const adminThere = await verifiedUser(other.app, {
      email: cast.admin.email,
      name: cast.admin.name,
    });

    const importedFrom = other.clock.now().getTime();
    const response = await exportCalls(other).importZip(importer, zip);
    expect(response.statusCode, response.body).toBe(201);
    const imported = response.json<{ workspace: Workspace }>().workspace;
    expect(imported).toMatchObject({ owner: importer.user._id, currentUserRole: 'owner' });
    expect(imported._id).not.toBe(scene.workspace.id);

    const before = await workspaceSnapshot(scene.t.app.ctx.db, scene.workspace.id);
    const after = await workspaceSnapshot(other.app.ctx.db, imported._id);
    // The admin's timer ran at export time: it comes in stopped then.
    const running = before.timeEntries.find((entry) => entry.person === cast.admin.name);
    expect(running?.duration).toBeNull();
    const stopped = after.timeEntries.find((entry) => entry.person === cast.admin.name);
    expect(stopped?.duration).toEqual(expect.any(Number));
    // A new workspace: created now, whatever the export says.
    const createdAt = Date.parse(String(after.workspace[0]?.created_at));
    expect(createdAt).toBeGreaterThanOrEqual(importedFrom);
    expect(createdAt).toBeLessThanOrEqual(other.clock.now().getTime());
    const unmembered = ({ members: _m, boardMembers: _b, workspace, ...rest }: typeof before) => ({
      ...rest,
      workspace: workspace.map(({ created_at: _c, ...row }) => row),
      timeEntries: rest.timeEntries.map((entry) => ({ ...entry, duration: null })),
    });
    expect(unmembered(after)).toEqual(unmembered(before));
    expect(after.tasks).toHaveLength(2);
    expect(after.comments).toHaveLength(1);
    expect(after.activity.length).toBeGreaterThan(0);

    // The importer owns it; everyone else is invited back with their role, not made a member.
    expect(after.members).toEqual([
      expect.objectContaining({ email: cast.owner.email, role: 'owner' }),
    ]);
    const invited = await other.app.ctx.db
      .select({ email: workspaceInvitations.email, role: workspaceInvitations.role })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.workspaceId, imported._id));
    const others = before.members
      .filter((member) => member.role !== 'owner')
      .map((member) => ({ email: member.email, role: member.role }));
    expect(invited.sort((a, b) => a.email.localeCompare(b.email))).toEqual(others);

    // Until the admin accepts, nothing of the workspace is theirs: their hours are their
    // placeholder's. Accepting makes the placeholder's work theirs.
    const adminHours = () =>
      rawRows<{ n: number }>(
        other.app.ctx.db,
        sql`select count(*)::int as n from time_entries e join tasks t on t.id = e.task_id
          join boards b on b.id = t.board_id
          where b.workspace_id = ${imported._id} and e.user_id = ${adminThere.user._id}`,
      );
    expect(await adminHours()).toEqual([{ n: 0 }]);
    const invitation = await pendingInvitationId(other.app, adminThere, imported._id);
    const accepted = await other.app.inject({
      method: 'POST',
      url: `/api/me/invitations/${invitation}/accept`,
      headers: bearer(adminThere),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await adminHours()).toEqual([{ n: 1 }]);
    const members = await workspaceSnapshot(other.app.ctx.db, imported._id);
    expect(members.members.map((each) => [each.email, each.role])).toContainEqual([
      cast.admin.email,
      'admin',
    ]);
    expect(unmembered(members)).toEqual(unmembered(after));

    const [original] = await scene.t.app.ctx.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, scene.workspace.id));
    expect(await logoBytes(other, imported.logo)).toEqual(
      await logoBytes(scene.t, original?.logo ?? null),
    );

    // The member had no account here: none was made for their address (nobody proved it is
    // theirs), and nobody was mailed.
    const made = await other.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, cast.member.email));
    expect(made).toEqual([]);
    expect(await emailsTo(other.app, cast.member.email)).toEqual([]);
  });

  it('imports the same export twice as two workspaces with their own ids and addresses', async () => {
    const importer = await verifiedUser(other.app);
    const first = await exportCalls(other).importZip(importer, zip);
    const second = await exportCalls(other).importZip(importer, zip);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [a, b] = [first, second].map((each) => each.json<{ workspace: Workspace }>().workspace);
    expect(a?.url).not.toBe(b?.url);
    const ids = await other.app.ctx.db
      .select({ id: boards.id })
      .from(boards)
      .where(eq(boards.workspaceId, a?._id ?? ''));
    const otherIds = await other.app.ctx.db
      .select({ id: boards.id })
      .from(boards)
      .where(eq(boards.workspaceId, b?._id ?? ''));
    expect(ids).toHaveLength(1);
    expect(otherIds[0]?.id).not.toBe(ids[0]?.id);
  });

  it('refuses a file that is not an export with 400 and creates nothing', async () => {
    const importer = await verifiedUser(other.app);
    const entries = await unzip(zip);
    const damaged = Object.fromEntries(entries);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString() ?? '{}') as object;
    const cases: [Buffer, string][] = [
      [Buffer.from('not a zip at all'), 'The file is not a zip archive'],
      [await zipOf({ 'hello.txt': 'hi' }), 'manifest.json is missing'],
      [
        await zipOf({
          ...damaged,
          'manifest.json': JSON.stringify({ ...manifest, formatVersion: 99 }),
        }),
        "This export's format version (99) is not one this server reads (version 1)",
      ],
      [
        await zipOf({ ...damaged, 'tasks.json': '[{"title": 1}]' }),
        'tasks.json does not match the export format at 0._id',
      ],
      [await zipOf({ ...damaged, 'columns.json': '[]' }), 'columns.json does not hold'],
    ];
    const countOf = async () => {
      const [row] = await other.app.ctx.db.select({ n: count() }).from(tasks);
      const [spaces] = await other.app.ctx.db.select({ n: count() }).from(workspaces);
      return [row?.n, spaces?.n];
    };
    const before = await countOf();
    for (const [file, message] of cases) {
      const response = await exportCalls(other).importZip(importer, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await countOf()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const response = await other.app.inject({ method: 'POST', url: '/api/workspaces/import' });
    expect(response.statusCode).toBe(401);
  });
});
