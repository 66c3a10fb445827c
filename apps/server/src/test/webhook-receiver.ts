import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS, type WebhookPayload } from '@teamboard/shared/webhook';

/** One POST the receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  payload: WebhookPayload;
  /** The sender's port: requests sharing one came over one (kept-alive) connection. */
  senderPort: number | undefined;
}

/** How the receiver answers the next request: a status, or no answer at all. */
export type Answer = number | 'hang';

/**
 * A webhook receiver for the tests: a real HTTP server on 127.0.0.1 that records every request
 * and answers from a script (`answers`, then 200 once it runs out).
 */
export async function startWebhookReceiver(answers: Answer[] = []) {
  const received: ReceivedWebhook[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        headers: request.headers,
        body,
        payload: JSON.parse(body) as WebhookPayload,
        senderPort: request.socket.remotePort,
      });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(`answered ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The events received, in order, as `type` (the Teamboard-Event header must agree). */
    types: () => received.map((each) => each.payload.type),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Whether a request carries a valid `Teamboard-Signature` for `secret` (as docs/webhooks.md checks it). */
export function signatureHolds(request: ReceivedWebhook, secret: string): boolean {
  const header = String(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, t, v1 = ''] = match;
  const expected = createHmac('sha256', secret).update(`${t}.${request.body}`).digest();
  return timingSafeEqual(Buffer.from(v1, 'hex'), expected);
}
