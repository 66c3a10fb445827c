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

/** The largest file an upload takes by default: 25 MB. */
const FILE_BYTES = DEFAULT_ATTACHMENT_MAX_BYTES;
const UPLOADS = 5;
const SAMPLE_MS = 50;
/** Long enough for what the start or the last upload left to be collected. */
const SETTLE_MS = 3000;
const MIB = 1024 * 1024;

interface Memory {
  rss: number;
  heap: number;
}

/**
 * A 25 MB file uploaded to a task of `board` on the built server (`server`, its own process, on
 * local disk storage), 5 times one after the other, while the server's resident memory (Linux's
 * /proc) and V8 heap in use (its /metrics) are sampled every 50 ms: before (settled), the peak
 * during each upload, and after (settled). A file held whole in memory would add its 25 MB.
 */
export async function measureUploadMemory(
  server: RunningServer,
  board: BigBoard,
): Promise<Measurement[]> {
  const token = (await signIn(server.url, board)).access_token;
  const taskId = await firstTask(server.url, token, board.boardId);
  const folder = await mkdtemp(path.join(tmpdir(), 'tb-bench-upload-'));
  try {
    const file = await randomFile(folder);
    const before = await settled(server);
    const peaks: Memory[] = [];
    const seconds: number[] = [];
    for (let run = 0; run < UPLOADS; run += 1) {
      const started = performance.now();
      peaks.push(await peakDuring(server, () => upload(server.url, token, taskId, file)));
      seconds.push((performance.now() - started) / 1000);
    }
    const after = await settled(server);
    return [
      memoryRow('resident set (RSS)', 'rss', { before, peaks, after }),
      memoryRow('V8 heap in use', 'heap', { before, peaks, after }),
      {
        name: `25 MB upload, one at a time (${UPLOADS} runs)`,
        measured: `${seconds.map((each) => each.toFixed(2)).join(', ')} s`,
        target: 'none (for information)',
        met: true,
      },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function memoryRow(
  what: string,
  key: keyof Memory,
  { before, peaks, after }: { before: Memory; peaks: Memory[]; after: Memory },
): Measurement {
  const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;
  const highest = Math.max(...peaks.map((peak) => peak[key]));
  const growth = highest - before[key];
  return {
    name: `Server memory, ${what}, during 25 MB uploads: before, peak of each upload, after`,
    measured: `${mib(before[key])}; ${peaks.map((peak) => mib(peak[key])).join(', ')} (at most +${mib(growth)}); ${mib(after[key])}`,
    target: `peak < before + 25 MiB (the file is never held whole)`,
    met: growth < FILE_BYTES,
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

/** 25 MB of random bytes on disk (so the benchmark's own memory stays out of the way). */
async function randomFile(folder: string): Promise<string> {
  const file = path.join(folder, 'upload.bin');
  const chunks = function* () {
    for (let left = FILE_BYTES; left > 0; left -= MIB) yield randomBytes(Math.min(MIB, left));
  };
  await pipeline(Readable.from(chunks()), createWriteStream(file));
  return file;
}

/** The file as a browser's multipart upload, streamed from disk; resolves on 201. */
function upload(url: string, token: string, taskId: string, file: string): Promise<void> {
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
          'content-length': head.length + FILE_BYTES + tail.length,
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

/** Resident set from /proc, heap in use from the server's own /metrics. */
async function memoryOf(server: RunningServer): Promise<Memory> {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
  const metrics = (await send(`${server.url}/metrics`)).body.toString();
  const heap = Number(/^teamboard_nodejs_heap_size_used_bytes (\S+)$/m.exec(metrics)?.[1]);
  return { rss, heap };
}
