import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery as a receiver saw it. */
export interface Received {
  /** The event's id (the body's `id`). */
  eventId: string;
  /** The task it is about (the body's `data.task._id`). */
  taskId: string;
  /** When the change queued it (the body's `createdAt`), in epoch milliseconds. */
  createdAt: number;
  /** When its request had fully arrived, in epoch milliseconds. */
  receivedAt: number;
}

/** A plain receiver answering 200 to every delivery, which it keeps in order of arrival. */
export interface WebhookReceiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** Starts a receiver on a free loopback port. */
export async function startReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const receivedAt = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: string;
        createdAt: string;
        data: { task?: { _id: string } };
      };
      received.push({
        eventId: body.id,
        taskId: body.data.task?._id ?? '',
        createdAt: Date.parse(body.createdAt),
        receivedAt,
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
