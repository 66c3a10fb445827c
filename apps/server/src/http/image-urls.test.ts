import type { Task, User } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { useBoardScene } from '../test/board-scene';
import { bearer } from '../test/factories';

const scene = useBoardScene();

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'file:///etc/passwd',
  'http://cdn.example.com/a.png',
  '//evil.example.com/a.png',
  '/uploads/../secrets.json',
  'ftp://files.example.com/a.png',
];
const ACCEPTED = ['https://cdn.example.com/a.png', '/uploads/logos/ws-1.png'];
const REFUSAL = 'Use an https:// address or an uploaded file';

const setAvatar = (avatar: string) =>
  scene.t.app.inject({
    method: 'PUT',
    url: '/api/me',
    headers: bearer(scene.cast.member),
    payload: { avatar },
  });

async function avatar(): Promise<string | null> {
  const me = await scene.t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: bearer(scene.cast.member),
  });
  return me.json<{ user: User }>().user.avatar;
}

async function cover(taskId: string): Promise<string | null> {
  const task = await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${taskId}`);
  return task.json<{ task: Task }>().task.cover;
}

describe('avatar addresses', () => {
  it('refuse javascript:, data:, file:, http: and paths outside the uploads, changing nothing', async () => {
    for (const value of REFUSED) {
      const response = await setAvatar(value);
      expect([value, response.statusCode]).toEqual([value, 400]);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'avatar', message: REFUSAL }],
      });
    }
    expect(await avatar()).toBeNull();
  });

  it('accept https addresses and uploaded files', async () => {
    for (const value of ACCEPTED) {
      expect((await setAvatar(value)).statusCode).toBe(200);
      expect(await avatar()).toBe(value);
    }
  });
});

describe('task cover addresses', () => {
  it('refuse javascript:, data:, file:, http: and paths outside the uploads, changing nothing', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, { title: 'Covered' });
    for (const value of REFUSED) {
      const response = await scene.calls.updateTask(task._id, { cover: value });
      expect([value, response.statusCode]).toEqual([value, 400]);
      expect(response.json()).toMatchObject({ details: [{ field: 'cover', message: REFUSAL }] });
    }
    expect(await cover(task._id)).toBeNull();

    const created = await scene.calls.inject(scene.cast.member, 'POST', '/api/tasks', {
      boardId: board.id,
      columnId: board.columns[0],
      fields: { title: 'Bad', cover: 'javascript:alert(1)' },
    });
    expect(created.statusCode).toBe(400);
    expect((await scene.calls.boardTasks(board)).map((each) => each._id)).toEqual([task._id]);
  });

  it('accept https addresses and uploaded files', async () => {
    const board = await scene.calls.newBoard();
    const task = await scene.calls.newTask(board, { title: 'Covered' });
    for (const value of ACCEPTED) {
      expect((await scene.calls.updateTask(task._id, { cover: value })).statusCode).toBe(200);
      expect(await cover(task._id)).toBe(value);
    }
  });
});
