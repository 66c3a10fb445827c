import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { connect } from 'node:net';

/**
 * A small reverse proxy standing in for nginx in front of several server processes (the
 * scale-out benchmark): each HTTP request goes to the next upstream in turn, and each websocket
 * upgrade is pinned to the next upstream for its whole life, so socket clients land on every
 * process. Every request carries the client's address in X-Forwarded-For, as nginx's
 * `proxy_add_x_forwarded_for` does. Plain Node, no dependency: it only has to be fair and cheap.
 */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/** Headers of one hop only: the proxy keeps its own connections to each side. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection'];

export async function startRoundRobinProxy(
  upstreams: string[],
  /** Told the index of the upstream each websocket was pinned to. */
  onUpgrade: (upstream: number) => void = () => undefined,
): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  // Kept-alive connections to the upstreams: a new TCP connection per request would be the
  // proxy's cost, not the app's.
  const agent = new Agent({ keepAlive: true });
  let requests = 0;
  let upgrades = 0;
  const nextOf = (count: number) => {
    const index = count % targets.length;
    return { index, target: targets[index] as URL };
  };

  const server = createServer((incoming, outgoing) => {
    const { target } = nextOf(requests++);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: withoutHopByHop({
          ...incoming.headers,
          'x-forwarded-for': forwardedFor(incoming),
        }),
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });

  // A websocket is a raw TCP stream once upgraded: the request head is replayed to the chosen
  // upstream, then bytes flow both ways untouched (its 101 answer included).
  server.on('upgrade', (incoming: IncomingMessage, client, head: Buffer) => {
    const { index, target } = nextOf(upgrades++);
    onUpgrade(index);
    const upstream = connect(Number(target.port), target.hostname, () => {
      upstream.write(upgradeHead(incoming));
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', drop);
    upstream.on('close', drop);
    client.on('error', drop);
    client.on('close', drop);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The addresses the request came through, this client's last. */
function forwardedFor(incoming: IncomingMessage): string {
  const address = incoming.socket.remoteAddress ?? 'unknown';
  const earlier = incoming.headers['x-forwarded-for'];
  return earlier ? `${String(earlier)}, ${address}` : address;
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

/** The upgrade request as the client sent it (its Connection: Upgrade kept), plus X-Forwarded-For. */
function upgradeHead(incoming: IncomingMessage): string {
  const lines = [`${incoming.method ?? 'GET'} ${incoming.url ?? '/'} HTTP/1.1`];
  const raw = incoming.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (name.toLowerCase() !== 'x-forwarded-for') lines.push(`${name}: ${raw[index + 1] ?? ''}`);
  }
  lines.push(`X-Forwarded-For: ${forwardedFor(incoming)}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
