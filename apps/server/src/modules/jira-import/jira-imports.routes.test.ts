import { type Comment, type Task, type TaskActivity } from '@teamboard/shared';
import {
  JIRA_IMPORT_MAX_BYTES,
  type ImportMapping,
  type JiraImport,
} from '@teamboard/shared/jira-import';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBoard } from '../../test/board-fixture';
import { useBoardScene } from '../../test/board-scene';
import { importCalls } from '../../test/import-calls';
import { sampleCsv as csv } from '../../test/jira-sample-export';
import type { Account } from '../../test/workspace-fixture';

const scene = useBoardScene();
let imports: ReturnType<typeof importCalls>;

beforeAll(() => {
  imports = importCalls(scene.t, scene.cast.member);
});

async function tasksByKey(board: TestBoard): Promise<Map<string, Task>> {
  const listed = await scene.calls.boardTasks(board);
  const tasks = await Promise.all(
    listed.map(async (task) => {
      const response = await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${task._id}`);
      return response.json<{ task: Task }>().task;
    }),
  );
  const byTitle = new Map(tasks.map((task) => [task.title, task]));
  return new Map(
    [
      ['PROJ-1', 'Set up CI'],
      ['PROJ-2', 'Write docs'],
      ['PROJ-3', 'Docs: API part'],
      ['PROJ-4', 'Release notes'],
    ].flatMap(([key, title]) => (byTitle.has(title!) ? [[key!, byTitle.get(title!)!]] : [])),
  );
}

async function columnTitles(board: TestBoard): Promise<Map<string, string>> {
  const response = await scene.calls.inject(
    scene.cast.member,
    'GET',
    `/api/boards/${board.id}/columns`,
  );
  const { columns } = response.json<{ columns: { _id: string; title: string }[] }>();
  return new Map(columns.map((column) => [column._id, column.title]));
}

async function commentsOf(taskId: string): Promise<Comment[]> {
  const response = await scene.calls.inject(
    scene.cast.member,
    'GET',
    `/api/tasks/${taskId}/comments`,
  );
  return response.json<{ comments: Comment[] }>().comments;
}

describe('uploading an export', () => {
  it('answers a preview and a mapping suggested from the board and its people', async () => {
    const board = await scene.calls.newBoard('Preview');
    const response = await imports.upload(board.id, `\uFEFF${csv()}`, 'PROJ.csv');
    expect(response.statusCode).toBe(201);
    const jiraImport = response.json<{ import: JiraImport }>().import;
    expect(jiraImport).toMatchObject({
      boardId: board.id,
      status: 'preview',
      fileName: 'PROJ.csv',
      total: 3,
      done: 0,
      failed: 0,
      errors: [],
    });
    const { preview, mapping } = jiraImport;
    expect(preview).toMatchObject({ format: 'csv', rows: 3, hasStoryPoints: true });
    expect(preview.fields).toEqual(
      expect.arrayContaining(['Summary', 'Status', 'Labels', 'Comment']),
    );
    expect(preview.issues.map((issue) => [issue.key, issue.title, issue.status])).toEqual([
      ['PROJ-1', 'Set up CI', 'To Do'],
      ['PROJ-2', 'Write docs', 'In Review'],
      ['PROJ-3', 'Docs: API part', 'Done'],
    ]);
    expect(preview.issues[0]).toMatchObject({
      labels: ['devops'],
      storyPoints: 3,
      comments: 1,
      worklogs: 1,
      dueDate: '2025-12-01T00:00:00.000Z',
    });
    expect(preview.labels).toEqual([
      { name: 'devops', count: 2 },
      { name: 'docs', count: 1 },
    ]);
    expect(mapping.statuses).toEqual({
      'To Do': { columnId: board.columns[0] },
      'In Review': { newColumn: 'In Review' },
      Done: { columnId: board.columns[2] },
    });
    expect(mapping.priorities).toEqual({ High: 3, Lowest: 5, Medium: 4 });
    expect(mapping.people).toEqual({
      'The member': { action: 'member', userId: scene.cast.member.user._id },
      'newbie@example.com': { action: 'unassigned' },
    });
    expect(mapping.complexity).toEqual([1, 3, 5, 8]);
  });

  it('refuses a file it cannot read, saying why, and keeps nothing', async () => {
    const board = await scene.calls.newBoard('Refusals');
    const refusal = async (content: string | Buffer) => {
      const response = await imports.upload(board.id, content);
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refusal('')).toMatch(/empty/i);
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0xff, 0xfe]))).toMatch(
      /not a Jira/i,
    );
    expect(await refusal('Title,Key\r\nHello,PROJ-1\r\n')).toMatch(/no Summary column/);
    expect(await refusal('{"total": 0}')).toMatch(/issues/);
    // Rows of 2 kB: a file past the size limit with fewer rows than an import takes.
    const row = `${'x'.repeat(2000)},\r\n`;
    const rows = row.repeat(Math.ceil(JIRA_IMPORT_MAX_BYTES / row.length) + 1);
    const huge = Buffer.from(`Summary,Issue key\r\n${rows}`);
    const tooLarge = await imports.upload(board.id, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toMatch(/larger than 50 MB/);
    const listed = await imports.call('GET', `/api/boards/${board.id}/imports`);
    expect(listed.json()).toEqual({ imports: [] });
  });
});

describe('running an import', () => {
  it('brings every issue over as the mapping says, then converges on a changed export', async () => {
    const { cast } = scene;
    const board = await scene.calls.newBoard('Platform');
    // A workspace admin imports: they may invite the people the mapping says to invite.
    const admin = importCalls(scene.t, cast.admin);
    const first = await admin.uploaded(board.id, csv());
    const mapping: ImportMapping = {
      ...first.mapping,
      people: {
        ...first.mapping.people,
        'newbie@example.com': { action: 'invite', email: 'newbie@example.com' },
      },
    };
    await admin.started(first, mapping);
    const done = await admin.finished(first._id);
    expect(done).toMatchObject({
      status: 'done',
      total: 3,
      done: 3,
      created: 3,
      updated: 0,
      failed: 0,
    });

    const columns = await columnTitles(board);
    expect([...columns.values()]).toEqual(['To Do', 'In Progress', 'In Review', 'Done']);
    const tasks = await tasksByKey(board);
    const ci = tasks.get('PROJ-1')!;
    const docs = tasks.get('PROJ-2')!;
    const part = tasks.get('PROJ-3')!;
    expect(columns.get(ci.columnId)).toBe('To Do');
    expect(columns.get(docs.columnId)).toBe('In Review');
    expect(columns.get(part.columnId)).toBe('Done');
    expect(ci).toMatchObject({
      priority: 3,
      complexity: 2,
      dueDate: '2025-12-01T00:00:00.000Z',
      description: '<p>Pipelines<br />for every branch, with "quotes", commas</p>',
      createdAt: '2025-11-22T15:04:00.000Z',
      totalTime: 3600,
    });
    expect(ci.assignees.map((person) => person._id)).toEqual([cast.member.user._id]);
    expect(ci.labels.map((label) => label.name)).toEqual(['devops']);
    expect(ci.timeEntries).toMatchObject([
      {
        duration: 3600,
        startTime: '2025-11-23T09:00:00.000Z',
        user: { _id: cast.member.user._id },
      },
    ]);
    expect(docs).toMatchObject({
      priority: 5,
      complexity: 5,
      blockers: [ci._id],
      dependencies: [part._id],
    });
    expect(docs.labels.map((label) => label.name).sort()).toEqual(['devops', 'docs']);
    expect(part.assignees).toEqual([]);
    const [comment] = await commentsOf(ci._id);
    expect(comment).toMatchObject({
      author: { _id: cast.admin.user._id },
      content: '<p>The manager on 2025-11-22 in Jira:</p><p>Looks good; ship it</p>',
    });
    const history = await scene.calls.inject(cast.member, 'GET', `/api/tasks/${ci._id}/activity`);
    expect(history.json<{ activities: TaskActivity[] }>().activities.at(-1)).toMatchObject({
      type: 'task_created',
      createdAt: '2025-11-22T15:04:00.000Z',
    });
    // The person mapped to "invite" was invited to the workspace.
    const invited = await scene.calls.inject(
      cast.owner,
      'GET',
      `/api/workspaces/${scene.workspace.id}/invitations`,
    );
    expect(invited.body).toContain('newbie@example.com');

    // The same export again: nothing new, nothing twice.
    const again = await admin.uploaded(board.id, csv());
    await admin.started(again);
    expect(await admin.finished(again._id)).toMatchObject({ created: 0, updated: 3, failed: 0 });
    const unchanged = await tasksByKey(board);
    expect(unchanged.size).toBe(3);
    expect(await commentsOf(ci._id)).toHaveLength(1);
    expect(unchanged.get('PROJ-1')!.timeEntries).toHaveLength(1);
    expect(unchanged.get('PROJ-1')!.updatedAt).toBe(ci.updatedAt);

    // A changed export: PROJ-2 moved on in Jira, PROJ-4 is new.
    const changed = await admin.uploaded(
      board.id,
      csv({
        secondStatus: 'Done',
        extra: [
          {
            Summary: 'Release notes',
            'Issue key': 'PROJ-4',
            Status: 'To Do',
            Priority: 'High',
            Created: '25/Nov/25 8:00 AM',
          },
        ],
      }),
    );
    await admin.started(changed);
    expect(await admin.finished(changed._id)).toMatchObject({ created: 1, updated: 3 });
    const converged = await tasksByKey(board);
    expect(converged.size).toBe(4);
    expect(columns.get(converged.get('PROJ-2')!.columnId)).toBe('Done');
    expect(columns.get(converged.get('PROJ-4')!.columnId)).toBe('To Do');
    const moved = await scene.calls.inject(cast.member, 'GET', `/api/tasks/${docs._id}/activity`);
    expect(moved.json<{ activities: TaskActivity[] }>().activities[0]).toMatchObject({
      type: 'task_moved',
      fromColumn: 'In Review',
      toColumn: 'Done',
    });
  });

  it('lists each row it could not bring over, and gives them all as CSV', async () => {
    const board = await scene.calls.newBoard('Errors');
    const broken = csv({
      extra: [
        { Summary: 'x'.repeat(501), 'Issue key': 'PROJ-5', Status: 'To Do' },
        { Summary: 'Again', 'Issue key': 'PROJ-1', Status: 'To Do' },
      ],
    });
    const jiraImport = await imports.uploaded(board.id, broken);
    await imports.started(jiraImport);
    const done = await imports.finished(jiraImport._id);
    expect(done).toMatchObject({ status: 'done', total: 5, created: 3, failed: 2 });
    expect(done.errors).toEqual([
      { row: 5, key: 'PROJ-5', message: 'The summary is longer than 500 characters' },
      { row: 6, key: 'PROJ-1', message: 'Issue PROJ-1 is already on row 2' },
    ]);
    // The board's list reads every import's first errors in its one statement.
    const listed = await imports.call('GET', `/api/boards/${board.id}/imports`);
    expect(listed.json<{ imports: JiraImport[] }>().imports).toEqual([done]);
    const file = await imports.call('GET', `/api/imports/${jiraImport._id}/errors`);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body).toBe(
      'Row,Issue key,Error\r\n5,PROJ-5,The summary is longer than 500 characters\r\n6,PROJ-1,Issue PROJ-1 is already on row 2',
    );
  });
});

describe('the mapping', () => {
  it('takes only this board’s columns and people who can see it, and only before the start', async () => {
    const { calls, cast } = scene;
    const board = await calls.newBoard('Mapped');
    const other = await calls.newBoard('Other');
    const jiraImport = await imports.uploaded(board.id, csv());
    const put = (mapping: ImportMapping) =>
      imports.call('PUT', `/api/imports/${jiraImport._id}/mapping`, mapping);

    const elsewhere = await put({
      ...jiraImport.mapping,
      statuses: { ...jiraImport.mapping.statuses, Done: { columnId: other.columns[0]! } },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: 'Not a column of this project' });
    const guest = await put({
      ...jiraImport.mapping,
      people: { 'The member': { action: 'member', userId: cast.guest.user._id } },
    });
    expect(guest.json()).toMatchObject({ message: 'Not someone who can see this project' });
    const missing = await put({ ...jiraImport.mapping, statuses: {} });
    expect(missing.json()).toMatchObject({ message: 'Map the status "Done"' });
    const thresholds = await put({ ...jiraImport.mapping, complexity: [5, 3, 8, 13] });
    expect(thresholds.statusCode).toBe(400);

    const saved = await put({
      ...jiraImport.mapping,
      statuses: { ...jiraImport.mapping.statuses, 'In Review': { columnId: board.columns[1]! } },
      priorities: { High: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ import: JiraImport }>().import.mapping).toMatchObject({
      statuses: { 'In Review': { columnId: board.columns[1] } },
      priorities: { High: 2, Lowest: 5, Medium: 4 },
    });

    await imports.started(jiraImport);
    const late = await put(jiraImport.mapping);
    expect(late.statusCode).toBe(409);
    expect((await imports.call('POST', `/api/imports/${jiraImport._id}/start`)).statusCode).toBe(
      409,
    );
    await imports.finished(jiraImport._id);
    const tasks = await tasksByKey(board);
    expect(tasks.get('PROJ-1')?.priority).toBe(2);

    // A board admin who may not invite to the workspace cannot start an import that would.
    const inviting = await imports.uploaded(board.id, csv());
    const saved2 = await imports.call('PUT', `/api/imports/${inviting._id}/mapping`, {
      ...inviting.mapping,
      people: { 'newbie@example.com': { action: 'invite', email: 'newbie@example.com' } },
    });
    expect(saved2.statusCode).toBe(200);
    const refused = await imports.call('POST', `/api/imports/${inviting._id}/start`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'You cannot invite people to this workspace: leave them unassigned instead',
    });
    expect((await imports.current(inviting._id)).status).toBe('preview');
    expect(tasks.get('PROJ-2')?.columnId).toBe(board.columns[1]);
  });
});

describe('who imports', () => {
  it('lets only those who manage the board in', async () => {
    const { calls, cast } = scene;
    const board = await calls.newBoard('Guarded');
    await calls.inject(cast.member, 'POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.manager.user._id,
      role: 'collaborator',
    });
    const jiraImport = await imports.uploaded(board.id, csv());
    const expected: [Account | null, number][] = [
      [null, 401],
      [cast.outsider, 404],
      [cast.guest, 404],
      [cast.manager, 403],
    ];
    for (const [account, status] of expected) {
      if (account)
        expect((await imports.upload(board.id, csv(), 'x.csv', account)).statusCode).toBe(status);
      for (const [method, url] of [
        ['GET', `/api/boards/${board.id}/imports`],
        ['GET', `/api/imports/${jiraImport._id}`],
        ['PUT', `/api/imports/${jiraImport._id}/mapping`],
        ['POST', `/api/imports/${jiraImport._id}/start`],
        ['POST', `/api/imports/${jiraImport._id}/cancel`],
        ['GET', `/api/imports/${jiraImport._id}/errors`],
      ] as const) {
        const payload = method === 'PUT' ? jiraImport.mapping : undefined;
        expect((await imports.call(method, url, payload, account)).statusCode).toBe(status);
      }
    }
    expect((await imports.current(jiraImport._id)).status).toBe('preview');
    expect(await calls.boardTasks(board)).toEqual([]);
    // The workspace's admins manage every board.
    const asAdmin = await imports.call(
      'GET',
      `/api/imports/${jiraImport._id}`,
      undefined,
      cast.admin,
    );
    expect(asAdmin.statusCode).toBe(200);
  });
});
