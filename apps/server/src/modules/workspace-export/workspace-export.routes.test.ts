import Papa from 'papaparse';
import type { WorkspaceExport } from '@teamboard/shared/workspace-export';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { DAY, HOUR } from '../../test/test-clock';
import { exportCalls, jsonOf, populateWorkspace, unzip } from '../../test/workspace-export-calls';
import { TINY_PNG } from '../../test/workspace-fixture';
import { workspaceExports } from '../../db/schema/index';
import { createTestApp, emailsTo } from '../../test/test-app';
import { sweepExpiredExports } from './export-sweep.service';
import { findExport } from './workspace-exports.repo';

const scene = useBoardScene();
let ready: WorkspaceExport;
let populated: Awaited<ReturnType<typeof populateWorkspace>>;

beforeAll(async () => {
  populated = await populateWorkspace(scene);
  ready = await exportCalls(scene.t).readyExport(scene.cast.admin, scene.workspace.id);
});

describe('exporting a workspace', () => {
  it('finishes in the background and emails the signed link to whoever asked', async () => {
    expect(ready).toMatchObject({ workspaceId: scene.workspace.id, status: 'ready', error: null });
    expect(ready.downloadUrl).toMatch(
      /^\/api\/workspace-exports\/.+\/download\?expires=\d+&signature=/,
    );
    const hours = (Date.parse(ready.expiresAt ?? '') - Date.parse(ready.finishedAt ?? '')) / HOUR;
    expect(hours).toBe(24);
    const [email] = await emailsTo(scene.t.app, scene.cast.admin.email);
    expect(email?.subject).toContain('is ready');
    expect(email?.textBody).toContain(`http://teamboard.test${ready.downloadUrl ?? ''}`);
  });

  it('downloads through the link, without a session, a zip of JSON, CSV and files', async () => {
    const response = await exportCalls(scene.t).download(ready.downloadUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = await unzip(response.rawPayload);

    expect(jsonOf(entries, 'manifest.json')).toMatchObject({
      formatVersion: 1,
      appVersion: expect.any(String) as string,
      workspace: { _id: scene.workspace.id },
    });
    const tasks = jsonOf(entries, 'tasks.json') as { _id: string; title: string }[];
    expect(tasks.map((task) => task.title)).toEqual(['Ship the export', 'Write the docs']);
    expect(tasks[0]?._id).toBe(populated.first._id);
    const people = (jsonOf(entries, 'people.json') as { email: string }[]).map(
      (each) => each.email,
    );
    expect(people).toEqual(
      expect.arrayContaining([scene.cast.owner.email, scene.cast.member.email]),
    );
    expect(jsonOf(entries, 'task-labels.json')).toEqual([
      { taskId: populated.first._id, labelId: populated.label._id },
    ]);
    expect(jsonOf(entries, 'comments.json')).toMatchObject([
      { content: '<p>Looks good to me</p>' },
    ]);
    expect(jsonOf(entries, 'time-entries.json')).toHaveLength(2);
    expect(jsonOf(entries, 'workspace.json')).toMatchObject({ logoFile: 'logo.png' });
    expect(entries.get('files/logo.png')).toEqual(TINY_PNG);

    const taskRows = Papa.parse<Record<string, string>>(
      entries.get('tasks.csv')?.toString() ?? '',
      {
        header: true,
        skipEmptyLines: true,
      },
    ).data;
    expect(taskRows[0]).toMatchObject({
      Board: 'Web Platform',
      Title: 'Ship the export',
      Labels: 'Bug',
      Assignees: scene.cast.member.name,
      // Written behind a quote: a spreadsheet shows it instead of running it.
      Description: "'=SUM(A1:A2) looks like a formula",
    });
    const timeRows = Papa.parse<Record<string, string>>(
      entries.get('time-entries.csv')?.toString() ?? '',
      { header: true, skipEmptyLines: true },
    ).data;
    expect(timeRows).toContainEqual(
      expect.objectContaining({
        Email: scene.cast.member.email,
        Hours: '0.5',
        Seconds: '1800',
        Description: 'Specs',
      }),
    );
  });

  it('answers 404 for a tampered signature and 410 once the link has expired', async () => {
    const calls = exportCalls(scene.t);
    const url = ready.downloadUrl ?? '';
    const tampered = url.replace(
      /signature=(.)/,
      (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await calls.download(tampered)).statusCode).toBe(404);
    const longer = url.replace(
      /expires=(\d+)/,
      (_all, at: string) => `expires=${String(Number(at) + DAY / 1000)}`,
    );
    expect((await calls.download(longer)).statusCode).toBe(404);

    scene.t.clock.advance(DAY + HOUR);
    try {
      const expired = await calls.download(url);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        message: expect.stringContaining('expired') as string,
      });
      expect(await sweepExpiredExports(scene.t.app.ctx)).toBe(1);
    } finally {
      scene.t.clock.advance(-(DAY + HOUR));
    }
    // The zip is gone: even back in time, the link leads nowhere and the list shows none.
    expect((await calls.download(url)).statusCode).toBe(410);
    const listed = await calls.list(scene.cast.owner, scene.workspace.id);
    expect(listed.json<{ exports: WorkspaceExport[] }>().exports[0]?.downloadUrl).toBeNull();
  });

  it('is for owners and admins: other members get 403, outsiders 404, nobody signed out', async () => {
    const calls = exportCalls(scene.t);
    const { cast, workspace } = scene;
    for (const account of [cast.manager, cast.member, cast.guest, cast.client]) {
      expect((await calls.ask(account, workspace.id)).statusCode).toBe(403);
      expect((await calls.list(account, workspace.id)).statusCode).toBe(403);
    }
    expect((await calls.ask(cast.outsider, workspace.id)).statusCode).toBe(404);
    const signedOut = await scene.t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/export`,
    });
    expect(signedOut.statusCode).toBe(401);
    const listed = await calls.list(cast.owner, workspace.id);
    expect(listed.json<{ exports: WorkspaceExport[] }>().exports.map((each) => each._id)).toEqual([
      ready._id,
    ]);
  });
});

describe('after a restart', () => {
  it('writes the export a stopped process left running once its lease lapsed', async () => {
    const { t, workspace, cast } = scene;
    const [left] = await t.app.ctx.db
      .insert(workspaceExports)
      .values({
        workspaceId: workspace.id,
        requestedBy: cast.owner.user._id,
        status: 'running',
        leaseUntil: new Date(t.clock.now().getTime() - 1000),
      })
      .returning();
    const restarted = await createTestApp({ database: t.database });
    try {
      // The worker's start-up run is part of getting ready.
      await restarted.app.ready();
      const row = await findExport(restarted.app.ctx.db, left?.id ?? '');
      expect(row).toMatchObject({ status: 'ready', fileName: `${left?.id ?? ''}.zip` });
    } finally {
      await restarted.app.close();
    }
  });
});
