import type { BoardTasksResponse } from '@teamboard/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestBoard } from '../test/board-fixture';
import { useBoardScene } from '../test/board-scene';
import { bearer } from '../test/factories';

const scene = useBoardScene();

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

const taskList = (board: TestBoard, acceptEncoding: string) =>
  scene.t.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/tasks`,
    headers: { ...bearer(scene.cast.member), 'accept-encoding': acceptEncoding },
  });

/** A board whose cards have long titles, `count` of them. */
async function boardOf(count: number): Promise<TestBoard> {
  const board = await scene.calls.newBoard();
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_unused, offset) =>
        scene.calls.newTask(board, { title: `Task ${start + offset} ${'long title '.repeat(40)}` }),
      ),
    );
  }
  return board;
}

describe('compressed answers', () => {
  // A few cards go through @fastify/compress; a list past 64 KB is compressed once and kept.
  it.each([
    { size: 'small', cards: 3, chars: 1024 },
    { size: 'large', cards: 80, chars: 64 * 1024 },
  ])("sends a $size board's task list in the encoding asked for", async ({ cards, chars }) => {
    const board = await boardOf(cards);
    const plain = await taskList(board, 'identity');
    expect(plain.body.length).toBeGreaterThan(chars);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ tasks: unknown[] }>().tasks).toHaveLength(cards);
    for (const encoding of ['br', 'gzip']) {
      const response = await taskList(board, `${encoding}, deflate`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decoded(response)).toBe(plain.body);
    }
  });

  it("prefers brotli, and sends a large list's new state once the board changed", async () => {
    const board = await boardOf(80);
    const first = await taskList(board, 'gzip, deflate, br, zstd');
    expect(first.headers['content-encoding']).toBe('br');

    const [task] = await scene.calls.boardTasks(board);
    await scene.calls.moveTask(task?._id ?? '', board.columns[1], 'top');
    const changed = await taskList(board, 'br');
    const { tasks } = JSON.parse(decoded(changed)) as BoardTasksResponse;
    expect(tasks.find((each) => each._id === task?._id)?.columnId).toBe(board.columns[1]);
  });

  it('compresses any other JSON answer of 1 KB or more, and not a smaller one', async () => {
    const plain = await scene.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    for (const encoding of ['br', 'gzip']) {
      const response = await scene.t.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
    const small = await scene.t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
