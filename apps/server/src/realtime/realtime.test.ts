import {
  ACCESS_CHANGED_EVENT,
  BOARD_EVENT_TYPES,
  type BoardEventType,
  type BoardUpdate,
} from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../test/factories';
import { importCalls, multipartFile } from '../test/import-calls';
import { jiraCsv } from '../test/jira-export';
import { realtimeScene, type RealtimeScene } from '../test/realtime-fixture';
import {
  connectSocket,
  recordUpdates,
  request,
  settle,
  waitFor,
  waitForUpdate,
} from '../test/socket-client';
import type { TestApp } from '../test/test-app';
import { HOUR, MINUTE } from '../test/test-clock';
import { addMember, type Account, type Cast } from '../test/workspace-fixture';
import { sweepOverdueTimers } from '../modules/time/timer-auto-stop.service';
import { originTag } from '../events/origin';

let scene: RealtimeScene;
let t: TestApp;
let cast: Cast;
let workspace: { id: string };
let url: string;
let calls: RealtimeScene['calls'];
let socketOf: RealtimeScene['socketOf'];
let onBoard: RealtimeScene['onBoard'];

beforeAll(async () => {
  scene = await realtimeScene();
  ({ t, cast, workspace, url, calls, socketOf, onBoard } = scene);
});
afterAll(() => scene.close());

const ofType = (type: BoardEventType) => (update: BoardUpdate) => update.type === type;

describe('the realtime handshake', () => {
  it('refuses a connection without a valid access token', async () => {
    await expect(connectSocket(url, undefined)).rejects.toThrow('Unauthorized');
    await expect(connectSocket(url, 'not-a-token')).rejects.toThrow('Unauthorized');
    const socket = await socketOf(cast.member);
    expect(socket.connected).toBe(true);
  });
});

describe('board rooms', () => {
  it('refuse a board the user cannot see, with an error event and no room', async () => {
    const board = await calls.newBoard('Hidden from guests');
    const socket = await socketOf(cast.guest);
    const errors: unknown[] = [];
    socket.on('error', (error: unknown) => errors.push(error));
    expect(await request(socket, 'join-board', { boardId: board.id })).toEqual({
      ok: false,
      message: 'Board not found',
    });
    expect(await request(socket, 'join-board', { boardId: 'nonsense' })).toMatchObject({
      ok: false,
    });
    expect(errors).toContainEqual({ event: 'join-board', message: 'Board not found' });
    const received = recordUpdates(socket);
    await calls.newTask(board, { title: 'Secret' });
    await settle();
    expect(received).toEqual([]);
  });

  it('hold a socket in one board at a time', async () => {
    const first = await calls.newBoard('First');
    const second = await calls.newBoard('Second');
    const socket = await socketOf(cast.manager);
    const received = recordUpdates(socket);
    await request(socket, 'join-board', { boardId: first.id });
    await request(socket, 'join-board', { boardId: second.id });
    await calls.newTask(first, { title: 'On the first board' });
    await calls.newTask(second, { title: 'On the second board' });
    await waitForUpdate(received, ofType('TASK_CREATED'));
    await settle();
    expect(received.map((update) => update.boardId)).toEqual([second.id]);
  });
});

describe('board updates', () => {
  it('reach every member in the room for each kind of change, and nobody else', async () => {
    const board = await calls.newBoard('Live board');
    const other = await calls.newBoard('Another board');
    const manager = await onBoard(cast.manager, board);
    const elsewhere = await onBoard(cast.admin, other);
    const actor = await socketOf(cast.member);
    const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: path,
        headers: { ...bearer(cast.member), 'x-socket-id': actor.id ?? '' },
        ...(payload ? { payload } : {}),
      });
    const expectUpdate = async (type: BoardEventType) => {
      const update = await waitForUpdate(manager, ofType(type));
      expect(update).toMatchObject({
        type,
        boardId: board.id,
        initiator: cast.member.user._id,
        origin: originTag(cast.member.user._id, actor.id ?? ''),
      });
      // The writer's raw socket id is never broadcast.
      expect(JSON.stringify(update)).not.toContain(actor.id);
      return update.payload as Record<string, unknown>;
    };

    const column = (
      await send('POST', '/api/columns', { boardId: board.id, fields: { title: 'QA' } })
    ).json<{ column: { _id: string } }>().column;
    expect(await expectUpdate('COLUMN_CREATED')).toMatchObject({ column: { _id: column._id } });
    await send('PUT', `/api/columns/${column._id}`, { title: 'Quality' });
    expect(await expectUpdate('COLUMN_UPDATED')).toMatchObject({ column: { title: 'Quality' } });
    const order = [column._id, ...board.columns];
    await send('PUT', '/api/columns/order', { boardId: board.id, columnOrder: order });
    const reordered = await expectUpdate('COLUMNS_REORDERED');
    expect((reordered.columns as { _id: string }[]).map((each) => each._id)).toEqual(order);

    const created = await send('POST', '/api/tasks', {
      boardId: board.id,
      columnId: column._id,
      fields: { title: 'Live task' },
    });
    const task = created.json<{ task: { _id: string } }>().task;
    expect(await expectUpdate('TASK_CREATED')).toMatchObject({ task: { title: 'Live task' } });
    await send('PUT', `/api/tasks/${task._id}`, { priority: 2 });
    expect(await expectUpdate('TASK_UPDATED')).toMatchObject({ task: { priority: 2 } });
    await send('POST', '/api/tasks/move', {
      taskId: task._id,
      columnId: board.columns[0],
      position: 'top',
    });
    expect(await expectUpdate('TASK_MOVED')).toMatchObject({
      task: { _id: task._id, columnId: board.columns[0] },
      rebalanced: null,
    });
    await send('POST', `/api/tasks/rebalance/${board.columns[0] ?? ''}`);
    expect(await expectUpdate('COLUMN_REBALANCED')).toMatchObject({
      rebalanced: { columnId: board.columns[0], positions: [{ _id: task._id, position: 1024 }] },
    });
    await send('DELETE', `/api/columns/${board.columns[0] ?? ''}?moveTasksTo=${column._id}`);
    expect(await expectUpdate('COLUMN_DELETED')).toMatchObject({
      columnId: board.columns[0],
      moveTasksTo: column._id,
      rebalanced: { columnId: column._id, positions: [{ _id: task._id }] },
    });
    const timeOf = `/api/tasks/${task._id}/time`;
    const startTime = new Date(t.clock.now().getTime() - HOUR).toISOString();
    const entry = (await send('POST', timeOf, { startTime, duration: 600 })).json<{
      timeEntry: { _id: string };
    }>().timeEntry;
    expect(await expectUpdate('TASK_TIME_ADDED')).toMatchObject({
      task: { totalTime: 600 },
      timeEntry: { _id: entry._id, duration: 600 },
    });
    await send('PUT', `${timeOf}/${entry._id}`, { duration: 900 });
    expect(await expectUpdate('TASK_TIME_UPDATED')).toMatchObject({
      task: { totalTime: 900 },
      timeEntry: { _id: entry._id, duration: 900 },
    });
    await send('DELETE', `${timeOf}/${entry._id}`);
    expect(await expectUpdate('TASK_TIME_DELETED')).toMatchObject({ task: { totalTime: 0 } });
    const timer = `/api/tasks/${task._id}/timer`;
    await send('POST', `${timer}/start`);
    expect(await expectUpdate('TASK_TIMER_STARTED')).toMatchObject({
      task: { activeTimers: [{ user: { _id: cast.member.user._id } }] },
    });
    await send('POST', `${timer}/cancel`);
    expect(await expectUpdate('TASK_TIMER_CANCELLED')).toMatchObject({
      task: { activeTimers: [] },
    });
    await send('POST', `${timer}/start`);
    t.clock.advance(2 * MINUTE);
    await send('POST', `${timer}/stop`, {});
    expect(await expectUpdate('TASK_TIMER_STOPPED')).toMatchObject({
      task: { totalTime: 120, activeTimers: [] },
      timeEntry: { duration: 120 },
    });
    // Left running past the limit: the sweep stops it, on nobody's request (no socket id).
    await send('POST', `${timer}/start`);
    t.clock.advance(12 * HOUR + MINUTE);
    await sweepOverdueTimers(t.app.ctx);
    t.clock.advance(-(12 * HOUR + 3 * MINUTE));
    const autoStopped = await waitForUpdate(manager, ofType('TASK_TIMER_AUTO_STOPPED'));
    expect(autoStopped).toMatchObject({
      boardId: board.id,
      initiator: cast.member.user._id,
      origin: null,
      payload: {
        task: { totalTime: 120 + 12 * 3600, activeTimers: [] },
        timeEntry: { duration: 12 * 3600 },
      },
    });

    await send('POST', `/api/tasks/${task._id}/checklists`, { title: 'Steps' });
    expect(await expectUpdate('CHECKLIST_UPDATED')).toEqual({
      taskId: task._id,
      checklist: { done: 0, total: 0 },
    });
    const file = multipartFile('live.txt', 'live');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task._id}/attachments`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(cast.member), 'x-socket-id': actor.id ?? '' },
    });
    const attachment = uploaded.json<{ attachment: { _id: string } }>().attachment;
    expect(await expectUpdate('ATTACHMENT_ADDED')).toMatchObject({
      taskId: task._id,
      attachment: { _id: attachment._id, name: 'live.txt' },
      attachmentCount: 1,
    });
    await send('DELETE', `/api/attachments/${attachment._id}`);
    expect(await expectUpdate('ATTACHMENT_DELETED')).toEqual({
      taskId: task._id,
      attachmentId: attachment._id,
      attachmentCount: 0,
    });

    await send('DELETE', `/api/tasks/${task._id}`);
    expect(await expectUpdate('TASK_DELETED')).toEqual({ taskId: task._id });

    // An import's batch of tasks comes as one refresh, from the background job.
    const imports = importCalls(t, cast.member);
    const jiraImport = await imports.uploaded(
      board.id,
      jiraCsv([{ Summary: 'Imported', 'Issue key': 'LIVE-1', Status: 'Quality' }]),
    );
    await imports.started(jiraImport);
    expect(await waitForUpdate(manager, ofType('BOARD_REFRESHED'))).toMatchObject({
      boardId: board.id,
      initiator: cast.member.user._id,
      origin: null,
      payload: { reason: 'import' },
    });
    expect(await imports.finished(jiraImport._id)).toMatchObject({ created: 1 });

    await settle();
    expect(elsewhere).toEqual([]);
    expect(new Set(manager.map((update) => update.type))).toEqual(new Set(BOARD_EVENT_TYPES));
    // The nine board changes, three time entry changes, six timer events (three starts), a
    // checklist, a file attached and deleted, and one refresh for the import's one batch of
    // tasks (its links pass wrote no link).
    expect(manager).toHaveLength(22);
  });

  it('stop at once for someone removed from the board or from the workspace', async () => {
    const board = await calls.newBoard('Membership changes');
    await t.app.inject({
      method: 'POST',
      url: '/api/boards/members',
      headers: bearer(cast.member),
      payload: { boardId: board.id, userId: cast.client.user._id, role: 'collaborator' },
    });
    const teammate = await verifiedUser(t.app, { name: 'Short Stay' });
    await addMember(t.app, cast.owner, workspace.id, teammate, 'member');
    const client = await onBoard(cast.client, board);
    const leaving = await onBoard(teammate, board);
    const staying = await onBoard(cast.manager, board);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}/members/${cast.client.user._id}`,
      headers: bearer(cast.member),
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/members/${teammate.user._id}`,
      headers: bearer(cast.owner),
    });
    await calls.newTask(board, { title: 'After they left' });
    await waitForUpdate(staying, ofType('TASK_CREATED'));
    await settle();
    expect(client).toEqual([]);
    expect(leaving).toEqual([]);
  });
});

describe('access changes', () => {
  it('tell every socket of the person whose role changed, and nobody else', async () => {
    const promoted = await verifiedUser(t.app, { name: 'Soon Manager' });
    await addMember(t.app, cast.owner, workspace.id, promoted, 'member');
    // The event has no payload: each arrival is recorded by its name.
    const heard = async (account: Account) => {
      const names: string[] = [];
      (await socketOf(account)).on(ACCESS_CHANGED_EVENT, () => names.push(ACCESS_CHANGED_EVENT));
      return names;
    };
    const theirs = await heard(promoted);
    const others = await heard(cast.member);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspace.id}/members/${promoted.user._id}`,
      headers: bearer(cast.owner),
      payload: { role: 'manager' },
    });
    expect(changed.statusCode).toBe(200);
    await waitFor(theirs, () => true);
    await settle();
    expect(others).toEqual([]);
  });
});
