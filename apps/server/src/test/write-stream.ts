import type { HttpScene } from './http-scene';

/** A write the server acknowledged, by the mark only it carries (a title or a position). */
export type AckedWrite = { kind: 'title'; title: string } | { kind: 'move'; position: number };

export interface WriteStream {
  /** Every write answered 200, in the order the answers came. */
  acked: AckedWrite[];
  /** Answers that were neither a success nor a server that is gone or closing. */
  failures: string[];
  /** Lets each writer finish its write under way, then stops. */
  stop(): Promise<void>;
}

/**
 * What a server answers a request that came on a kept-alive connection once it began to close
 * (the request was not handled): it goes to another server, as one refused or closed does.
 */
const CLOSING = 503;

/** Between two writes of one writer: a user's board writes are limited to 600 a minute. */
const PACE_MS = 50;

/**
 * `writers` loops writing to the scene's tasks, one write every PACE_MS or so, alternating moves
 * and title changes and the server each goes through (`urls`). A write a server could not take
 * (stopped, or closing) goes to the next server: its mark is new, so a write that did commit
 * before its answer was lost still shows once in the board's updates. Marks count on from
 * `counter` across streams.
 */
export function startWriteStream(
  scene: HttpScene,
  urls: string[],
  writers: number,
  counter: { next: number },
): WriteStream {
  let running = true;
  const stream: Omit<WriteStream, 'stop'> = { acked: [], failures: [] };

  const attempt = (url: string): Promise<{ outcome: Response | Error; write: AckedWrite }> => {
    const mark = (counter.next += 1);
    // Each task is both moved and renamed, across every column.
    const round = Math.floor(mark / 2);
    const taskId = scene.tasks[round % scene.tasks.length] ?? '';
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${scene.token}` };
    const write: AckedWrite =
      mark % 2 === 0 ? { kind: 'move', position: mark } : { kind: 'title', title: `Write ${mark}` };
    const sent =
      write.kind === 'move'
        ? fetch(`${url}/api/tasks/move`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              taskId,
              columnId: scene.columns[round % scene.columns.length],
              position: write.position,
            }),
          })
        : fetch(`${url}/api/tasks/${taskId}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ title: write.title }),
          });
    return sent.then(
      (outcome) => ({ outcome, write }),
      (error: unknown) => ({
        outcome: error instanceof Error ? error : new Error(String(error)),
        write,
      }),
    );
  };

  const writer = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      for (let hop = 0; hop < urls.length; hop += 1) {
        const { outcome, write } = await attempt(urls[(turn + hop) % urls.length] ?? '');
        if (outcome instanceof Error) continue;
        const body = await outcome.text();
        if (outcome.status === CLOSING) continue;
        if (outcome.ok) stream.acked.push(write);
        else stream.failures.push(`${outcome.status} ${body}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  };

  const loops = Array.from({ length: writers }, (_, index) => writer(index));
  return {
    ...stream,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
