import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';

type Handler = (...args: unknown[]) => void;
type Options = Partial<ManagerOptions & SocketOptions>;

/**
 * A test double for socket.io-client's Socket (unit tests open no real socket): it records what
 * the app sends, and the test plays the server with `accept`, `refuse`, `dropTransport`… Use it
 * with `vi.mock('socket.io-client', () => ({ io: vi.fn() }))` and `fakeSocketFactory`.
 */
export class FakeSocket {
  id: string | undefined = undefined;
  connected = false;
  /** Like socket.io's: true while the socket is connected or will retry by itself. */
  active = false;
  connectCalls = 0;
  /** The `auth` data of the latest connection attempt. */
  lastAuth: unknown = null;
  /** Every event sent to the server, with its body. */
  readonly sent: { event: string; body: unknown }[] = [];
  /** The server's acknowledgement of a request; a promise that never settles stands for a timeout. */
  answer: (event: string, body: unknown) => unknown = () => ({ ok: true });

  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly managerHandlers = new Map<string, Set<Handler>>();

  /** The Manager's events (reconnect_attempt, reconnect_failed). */
  readonly io = {
    on: (event: string, handler: Handler) => {
      add(this.managerHandlers, event, handler);
      return this.io;
    },
  };

  constructor(
    readonly url: string | undefined,
    readonly options: Options | undefined,
  ) {}

  on(event: string, handler: Handler): this {
    add(this.handlers, event, handler);
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    const auth = this.options?.auth;
    if (typeof auth === 'function') auth((data) => (this.lastAuth = data));
    else this.lastAuth = auth;
    return this;
  }

  disconnect(): this {
    const wasConnected = this.connected;
    this.connected = false;
    this.active = false;
    this.id = undefined;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  emit(event: string, body: unknown): this {
    this.sent.push({ event, body });
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: (event: string, body: unknown): Promise<unknown> => {
        this.sent.push({ event, body });
        return Promise.resolve(this.answer(event, body));
      },
    };
  }

  /** Server: the connection attempt succeeded; it tells the socket its origin tag. */
  accept(id: string): void {
    this.connected = true;
    this.active = true;
    this.id = id;
    this.fire('connect');
    this.fire('origin', originOf(id));
  }

  /** Server: the middleware refused the connection (socket.io will not retry by itself). */
  refuse(message: string): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** Network: the transport closed; socket.io retries. */
  dropTransport(): void {
    this.connected = false;
    this.id = undefined;
    this.fire('disconnect', 'transport close');
  }

  /** Server: it closed this socket (e.g. shutting down); socket.io does not retry. */
  serverDisconnect(): void {
    this.connected = false;
    this.active = false;
    this.id = undefined;
    this.fire('disconnect', 'io server disconnect');
  }

  /** Manager: one more automatic attempt. */
  reconnectAttempt(attempt: number): void {
    for (const handler of this.managerHandlers.get('reconnect_attempt') ?? []) handler(attempt);
  }

  /** Manager: the attempts ran out. */
  reconnectFailed(): void {
    this.active = false;
    for (const handler of this.managerHandlers.get('reconnect_failed') ?? []) handler();
  }

  /** Server: sends an event to this socket. */
  receive(event: string, data: unknown): void {
    this.fire(event, data);
  }

  /** The app's eye view: the shape of socket.io-client's Socket, as far as the app uses it. */
  asSocket(): Socket {
    return this as unknown as Socket;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

function add(map: Map<string, Set<Handler>>, event: string, handler: Handler): void {
  const set = map.get(event) ?? new Set<Handler>();
  set.add(handler);
  map.set(event, set);
}

/**
 * An `io` implementation for `vi.mocked(io).mockImplementation(…)`: each call makes a FakeSocket,
 * and `latest()` is the last one made.
 */
/** The origin tag the fake server gives the socket `id` (the real one hashes user and socket id). */
export function originOf(id: string): string {
  return `origin-${id}`;
}

export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    io: (url?: string, options?: Options): Socket => {
      const fake = new FakeSocket(url, options);
      sockets.push(fake);
      return fake.asSocket();
    },
    sockets,
    latest: (): FakeSocket => {
      const fake = sockets.at(-1);
      if (!fake) throw new Error('No socket was opened');
      return fake;
    },
  };
}
