import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_ATTACHMENT_MAX_BYTES, type Task } from '@teamboard/shared';
import type { RunningServer } from '../../apps/server/src/test/server-process';
import { send, type Measurement } from '../load';
import type { BigBoard } from './big-board-seed';
import { signIn } from './first-card';

const MIB = 1024 * 1024;
/** The largest file an upload takes by default: 25 MB. */
const FILE_BYTES = DEFAULT_ATTACHMENT_MAX_BYTES;
const UPLOADS = 5;
/**
 * A control, uploaded last: four times the file. Streamed, it peaks as the others do; held whole,
 * it would add four times as much. The server must take it (ATTACHMENT_MAX_BYTES).
 */
export const CONTROL_BYTES = 100 * MIB;
const SAMPLE_MS = 50;
/** Long enough for what the start or the last upload left to be collected. */
const SETTLE_MS = 3000;

interface Memory {
  rss: number;
  heap: number;
  /** Memory of Buffers and other objects outside V8's heap: where a file's bytes would be. */
  external: number;
}

/**
 * A 25 MB file uploaded to a task of `board` on the built server (`server`, its own process, on
 * local disk storage), 5 times one after the other, then a 100 MB one, while the server's resident
 * memory (Linux's /proc), V8 heap in use and Buffers (its /metrics) are sampled every 50 ms: before
 * (settled), the peak during each upload, and after (settled). A file held whole in memory would
 * add its size.
 */
export async function measureUploadMemory(
  server: RunningServer,
  board: BigBoard,
): Promise<Measurement[]> {
  const token = (await signIn(server.url, board)).access_token;
  const taskId = await firstTask(server.url, token, board.boardId);
  const folder = await mkdtemp(path.join(tmpdir(), 'tb-bench-upload-'));
  try {
    const files = [...Array.from({ length: UPLOADS }, () => FILE_BYTES), CONTROL_BYTES].map(
      (bytes) => ({ bytes, file: path.join(folder, `${String(bytes)}.bin`) }),
    );
    for (const { bytes, file } of files) await randomFile(file, bytes);
    const before = await settled(server);
    const peaks: Memory[] = [];
    const seconds: number[] = [];
    for (const { bytes, file } of files) {
      const started = performance.now();
      peaks.push(await peakDuring(server, () => upload(server.url, token, taskId, file, bytes)));
      seconds.push((performance.now() - started) / 1000);
    }
    const after = await settled(server);
    return [
      memoryRow('resident set (RSS)', 'rss', { before, peaks, after }),
      memoryRow('V8 heap in use', 'heap', { before, peaks, after }),
      memoryRow('Buffers (external to the heap)', 'external', { before, peaks, after }),
      {
        name: `Upload time, one at a time: 25 MB ${UPLOADS} times, then 100 MB`,
        measured: `${seconds.map((each) => each.toFixed(2)).join(', ')} s`,
        target: 'none (for information)',
        met: true,
      },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * One kind of memory through the uploads. The check: the 100 MB upload peaks less than 25 MiB
 * above the 25 MB ones, where holding it whole would add 75 MiB more. (The resident set also
 * keeps what the allocator took on the way, so its level after says less than its peaks.)
 */
function memoryRow(
  what: string,
  key: keyof Memory,
  { before, peaks, after }: { before: Memory; peaks: Memory[]; after: Memory },
): Measurement {
  const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;
  const files = peaks.slice(0, -1).map((peak) => peak[key]);
  const control = peaks.at(-1)?.[key] ?? 0;
  const above = control - Math.max(...files);
  return {
    name: `Server memory, ${what}: before; peak of each 25 MB upload; of the 100 MB one; after`,
    measured: `${mib(before[key])}; ${files.map(mib).join(', ')}; ${mib(control)} (${above < 0 ? '' : '+'}${mib(above)} on the 25 MB peaks); ${mib(after[key])}`,
    target: '100 MB peak < 25 MB peaks + 25 MiB (held whole: +75 MiB)',
    met: above < FILE_BYTES,
  };
}

async function firstTask(url: string, token: string, boardId: string): Promise<string> {
  const response = await send(`${url}/api/boards/${boardId}/tasks`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [task] = (JSON.parse(response.body.toString()) as { tasks: Task[] }).tasks;
  if (!task) throw new Error('the board has no task to attach to');
  return task._id;
}

/** Random bytes on disk (so the benchmark's own memory stays out of the way). */
async function randomFile(file: string, bytes: number): Promise<void> {
  const chunks = function* () {
    for (let left = bytes; left > 0; left -= MIB) yield randomBytes(Math.min(MIB, left));
  };
  await pipeline(Readable.from(chunks()), createWriteStream(file));
}

/** The file as a browser's multipart upload, streamed from disk; resolves on 201. */
function upload(
  url: string,
  token: string,
  taskId: string,
  file: string,
  bytes: number,
): Promise<void> {
  const boundary = `----teamboard-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/tasks/${taskId}/attachments`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 201
            ? resolve()
            : reject(new Error(`upload answered ${response.statusCode ?? 0}`)),
        );
      },
    );
    outgoing.on('error', reject);
    const body = async function* () {
      yield head;
      yield* createReadStream(file);
      yield tail;
    };
    Readable.from(body()).pipe(outgoing);
  });
}

async function settled(server: RunningServer): Promise<Memory> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return memoryOf(server);
}

/** Runs `work` while sampling the server's memory; answers the highest of each. */
async function peakDuring(server: RunningServer, work: () => Promise<void>): Promise<Memory> {
  const peak = await memoryOf(server);
  const samples: Promise<void>[] = [];
  const sampler = setInterval(() => {
    samples.push(
      memoryOf(server).then((now) => {
        peak.rss = Math.max(peak.rss, now.rss);
        peak.heap = Math.max(peak.heap, now.heap);
        peak.external = Math.max(peak.external, now.external);
      }),
    );
  }, SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(sampler);
    await Promise.all(samples);
  }
  return peak;
}

/** Resident set from /proc, heap and Buffers from the server's own /metrics. */
async function memoryOf(server: RunningServer): Promise<Memory> {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
  const metrics = (await send(`${server.url}/metrics`)).body.toString();
  const gauge = (name: string) =>
    Number(new RegExp(`^teamboard_nodejs_${name} (\\S+)$`, 'm').exec(metrics)?.[1]);
  return { rss, heap: gauge('heap_size_used_bytes'), external: gauge('external_memory_bytes') };
}
