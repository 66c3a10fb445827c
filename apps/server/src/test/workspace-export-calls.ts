import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Task } from '@teamboard/shared';
import type { WorkspaceExport, WorkspaceExportsResponse } from '@teamboard/shared/workspace-export';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import yauzl, { type Entry } from 'yauzl';
import { ZipFile } from 'yazl';
import { boards, tasks } from '../db/schema/index';
import type { BoardScene } from './board-scene';
import { bearer } from './factories';
import { SUMMARY_FIELD } from './form-calls';
import { multipartFile } from './import-calls';
import type { TestApp } from './test-app';
import { MINUTE } from './test-clock';
import { TINY_PNG, type Account } from './workspace-fixture';

/** Export and import calls for API tests; answers as they come unless a name says otherwise. */
/** The id of the task of this title in an imported workspace ('' when there is none). */
export async function importedTaskId(
  t: TestApp,
  workspaceId: string,
  title: string,
): Promise<string> {
  const boardIds = t.app.ctx.db
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId));
  const [row] = await t.app.ctx.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(inArray(tasks.boardId, boardIds), eq(tasks.title, title)));
  return row?.id ?? '';
}

export function exportCalls(t: TestApp) {
  const ask = (account: Account, workspaceId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/export`,
      headers: bearer(account),
    });
  const list = (account: Account, workspaceId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/exports`,
      headers: bearer(account),
    });

  /** Asks for an export and waits for the background job to finish it. */
  async function readyExport(account: Account, workspaceId: string): Promise<WorkspaceExport> {
    const asked = await ask(account, workspaceId);
    expect(asked.statusCode, asked.body).toBe(202);
    const { _id } = asked.json<{ export: WorkspaceExport }>().export;
    let found: WorkspaceExport | undefined;
    await vi.waitFor(
      async () => {
        const listed = await list(account, workspaceId);
        found = listed.json<WorkspaceExportsResponse>().exports.find((each) => each._id === _id);
        if (found?.status !== 'ready') throw new Error(`export is ${found?.status ?? 'missing'}`);
      },
      { timeout: 30_000, interval: 20 },
    );
    if (!found) throw new Error('no export');
    return found;
  }

  const download = (url: string) => t.app.inject({ method: 'GET', url });

  const importZip = (account: Account, zip: Buffer) => {
    const { payload, headers } = multipartFile('export.zip', zip, 'application/zip');
    return t.app.inject({
      method: 'POST',
      url: '/api/workspaces/import',
      payload,
      headers: { ...headers, ...bearer(account) },
    });
  };

  return { ask, list, readyExport, download, importZip };
}

/** A zip's entries by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) => {
      if (error) reject(error);
      else resolve(opened);
    });
  });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', resolve);
    file.on('entry', (entry: Entry) => {
      file.openReadStream(entry, (error, stream: Readable) => {
        if (error) {
          reject(error);
          return;
        }
        void buffer(stream).then((bytes) => {
          entries.set(entry.fileName, bytes);
          file.readEntry();
        }, reject);
      });
    });
    file.readEntry();
  });
  return entries;
}

/** What a test puts in a zip: bytes, text, or a stream (for entries too large to hold). */
export type ZipContent = Buffer | string | Readable;

/** A zip holding these entries, as a damaged, foreign or hostile export would. */
export async function zipOf(entries: Record<string, ZipContent>): Promise<Buffer> {
  const file = new ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    if (content instanceof Readable) file.addReadStream(content, name);
    else file.addBuffer(Buffer.from(content), name);
  }
  file.end();
  return buffer(file.outputStream);
}

/** `times` copies of `text` between `start` and `end`, made as they are read. */
export function repeated(start: string, text: string, times: number, end: string): Readable {
  const chunk = text.repeat(10_000);
  let left = times;
  return Readable.from(
    (function* () {
      yield start;
      while (left > 0) {
        const count = Math.min(left, 10_000);
        yield count === 10_000 ? chunk : text.repeat(count);
        left -= count;
      }
      yield end;
    })(),
  );
}

/** A JSON file of a zip, parsed. */
export const jsonOf = (entries: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');

/**
 * Fills the scene's workspace: a logo, a workspace label, a folder with a board in it, a board
 * label, two tasks (one labelled, assigned, moved, commented on, with time logged, a running
 * timer and a formula-looking description) and a form.
 */
export async function populateWorkspace(scene: BoardScene) {
  const { t, cast, workspace, calls } = scene;
  const expectOk = <R extends { statusCode: number; body: string }>(response: R): R => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body}`);
    return response;
  };
  expectOk(
    await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspace.id}/logo`,
      payload: TINY_PNG,
      headers: { ...bearer(cast.owner), 'content-type': 'image/png' },
    }),
  );
  expectOk(
    await calls.inject(cast.owner, 'POST', `/api/workspaces/${workspace.id}/labels`, {
      name: 'Urgent',
      color: '#ef4444',
    }),
  );
  const folderId = await calls.newFolder('Engineering', cast.owner);
  const created = expectOk(
    await calls.inject(cast.member, 'POST', '/api/boards', {
      workspaceId: workspace.id,
      title: 'Web Platform',
      folderId,
    }),
  );
  const boardId = created.json<{ board: { _id: string } }>().board._id;
  const columns = expectOk(await calls.inject(cast.member, 'GET', `/api/boards/${boardId}/columns`))
    .json<{ columns: { _id: string }[] }>()
    .columns.map((column) => column._id);
  const board = { id: boardId, columns };
  const label = expectOk(
    await calls.inject(cast.member, 'POST', `/api/boards/${boardId}/labels`, {
      name: 'Bug',
      color: '#3b82f6',
    }),
  ).json<{ label: { _id: string } }>().label;
  const first: Task = await calls.newTask(board, {
    title: 'Ship the export',
    description: '=SUM(A1:A2) looks like a formula',
    priority: 3,
  });
  await calls.newTask(board, { title: 'Write the docs' });
  expectOk(
    await calls.updateTask(first._id, {
      labels: [label._id],
      assignees: [cast.member.user._id],
    }),
  );
  expectOk(await calls.moveTask(first._id, columns[1], 'top'));
  expectOk(
    await calls.inject(cast.member, 'POST', `/api/tasks/${first._id}/comments`, {
      content: 'Looks good to me',
    }),
  );
  const hourAgo = new Date(t.clock.now().getTime() - 60 * MINUTE).toISOString();
  expectOk(
    await calls.inject(cast.member, 'POST', `/api/tasks/${first._id}/time`, {
      startTime: hourAgo,
      duration: 1800,
      description: 'Specs',
    }),
  );
  expectOk(await calls.inject(cast.admin, 'POST', `/api/tasks/${first._id}/timer/start`));
  expectOk(
    await calls.inject(cast.member, 'POST', `/api/boards/${boardId}/forms`, {
      title: 'Bug report',
      fields: [SUMMARY_FIELD],
    }),
  );
  return { board, first, label };
}

/** Ids of the hand-made export (handMadeExport). */
export const HAND_MADE = {
  workspace: '6f0c3c5e-1d2b-4b7a-9c55-0a0a0a0a0001',
  board: '6f0c3c5e-1d2b-4b7a-9c55-0a0a0a0a0002',
  column: '6f0c3c5e-1d2b-4b7a-9c55-0a0a0a0a0003',
  task: '6f0c3c5e-1d2b-4b7a-9c55-0a0a0a0a0004',
  form: '6f0c3c5e-1d2b-4b7a-9c55-0a0a0a0a0005',
} as const;

const EXPORTED_AT = '2026-01-05T10:00:00.000Z';

/** A task row of the hand-made export, with the fields given. */
export const handMadeTask = (fields: Record<string, unknown> = {}) => ({
  _id: HAND_MADE.task,
  boardId: HAND_MADE.board,
  columnId: HAND_MADE.column,
  number: 1,
  title: 'A task',
  description: null,
  position: 1,
  priority: 3,
  complexity: null,
  dueDate: null,
  startDate: null,
  cover: null,
  createdBy: null,
  createdAt: EXPORTED_AT,
  updatedAt: EXPORTED_AT,
  jiraKey: null,
  ...fields,
});

/** The workspace.json of the hand-made export, with the fields given. */
export const handMadeWorkspace = (fields: Record<string, unknown> = {}) => ({
  _id: HAND_MADE.workspace,
  name: 'Crafted',
  url: 'crafted',
  description: null,
  logoFile: null,
  invitePolicy: 'managers',
  allowedEmailDomains: [],
  apiKeysAllowed: true,
  createdAt: EXPORTED_AT,
  ...fields,
});

/** A board row of the hand-made export. */
export const handMadeBoard = (fields: Record<string, unknown> = {}) => ({
  _id: HAND_MADE.board,
  folderId: null,
  title: 'Web',
  description: null,
  key: 'WEB',
  status: 'active',
  position: 1,
  taskCounter: 1,
  weeklyHoursQuota: null,
  createdAt: EXPORTED_AT,
  updatedAt: EXPORTED_AT,
  ...fields,
});

/**
 * The entries of a small export written by hand (one board, one column, one task, nobody), as
 * a crafted zip would be: `entries` replace or add files.
 */
export function handMadeExport(
  entries: Record<string, ZipContent | object> = {},
): Record<string, ZipContent> {
  const files: Record<string, unknown> = {
    'manifest.json': {
      formatVersion: 1,
      appVersion: 'test',
      exportedAt: EXPORTED_AT,
      workspace: { _id: HAND_MADE.workspace, name: 'Crafted' },
    },
    'workspace.json': handMadeWorkspace(),
    'boards.json': [handMadeBoard()],
    'columns.json': [
      {
        _id: HAND_MADE.column,
        boardId: HAND_MADE.board,
        title: 'To do',
        color: null,
        position: 1,
        isDone: false,
        createdAt: EXPORTED_AT,
        updatedAt: EXPORTED_AT,
      },
    ],
    'tasks.json': [handMadeTask()],
  };
  const rowFiles = ['people', 'members', 'workspace-labels', 'column-types', 'folders'];
  const more = ['board-members', 'board-labels', 'task-assignees', 'task-members', 'task-labels'];
  const rest = ['task-links', 'comments', 'comment-mentions', 'task-activity', 'time-entries'];
  for (const name of [...rowFiles, ...more, ...rest, 'forms', 'form-submissions']) {
    files[`${name}.json`] ??= [];
  }
  Object.assign(files, entries);
  return Object.fromEntries(
    Object.entries(files).map(([name, content]) => [
      name,
      typeof content === 'string' || Buffer.isBuffer(content) || content instanceof Readable
        ? content
        : JSON.stringify(content),
    ]),
  );
}
