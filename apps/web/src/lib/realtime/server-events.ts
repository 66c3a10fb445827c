import { onServerEvent, type ServerEvent } from './socket-connection';

/** What is used of a payload's shared (zod) schema: its safe parse. */
export interface PayloadSchema<Payload> {
  safeParse(data: unknown): { success: true; data: Payload } | { success: false };
}

/** A feature's server events (`board-update` aside: board-updates.ts) and each payload's schema. */
export type EventSchemas = Partial<Record<ServerEvent, PayloadSchema<unknown>>>;

type PayloadOf<Schema> = Schema extends PayloadSchema<infer Payload> ? Payload : never;

/** A feature's handler table (its `realtime.ts`): what each event does with its parsed payload. */
export type EventHandlers<Schemas extends EventSchemas> = {
  [Event in keyof Schemas]?: (payload: PayloadOf<Schemas[Event]>) => void;
};

type Listener = (value: unknown) => void;

interface Channel {
  handlers: Set<Listener>;
  unexpected: Set<Listener>;
  stop: () => void;
}

/** One socket listener per event, there while anyone listens. */
const channels = new Map<ServerEvent, Channel>();

/**
 * The event's channel: each payload is checked against the shared contract once, whoever
 * listens; one that breaks it is logged and handed to the `unexpected` listeners.
 */
function channelOf(event: ServerEvent, schema: PayloadSchema<unknown>): Channel {
  const existing = channels.get(event);
  if (existing) return existing;
  const handlers = new Set<Listener>();
  const unexpected = new Set<Listener>();
  const stop = onServerEvent(event, (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      console.error(`Unexpected ${event}`, data);
      for (const listener of unexpected) listener(data);
      return;
    }
    for (const handler of handlers) handler(parsed.data);
  });
  const channel = { handlers, unexpected, stop };
  channels.set(event, channel);
  return channel;
}

/** Adds `listener` to `set` until the returned call, as an entry of its own (a function may be twice). */
function addTo(set: Set<Listener>, listener: Listener): () => void {
  const entry: Listener = (value) => listener(value);
  set.add(entry);
  return () => set.delete(entry);
}

function listen(
  event: ServerEvent,
  schema: PayloadSchema<unknown>,
  handler: Listener,
  onUnexpected?: (data: unknown) => void,
): () => void {
  const channel = channelOf(event, schema);
  const stops = [
    addTo(channel.handlers, handler),
    onUnexpected && addTo(channel.unexpected, onUnexpected),
  ];
  return () => {
    for (const stop of stops) stop?.();
    if (channel.handlers.size > 0) return;
    channel.stop();
    channels.delete(event);
  };
}

/**
 * Registers a feature's handler table for server events across reconnections, each payload
 * parsed with its schema from `schemas`; `onUnexpected` hears of a payload that breaks it.
 * Returns the unsubscribe of all of them.
 */
export function onServerEvents<Schemas extends EventSchemas>(
  schemas: Schemas,
  handlers: EventHandlers<Schemas>,
  onUnexpected?: (data: unknown) => void,
): () => void {
  const stops = Object.entries(schemas).map(([event, schema]) => {
    // The channel hands each handler only payloads its event's schema accepted.
    const handler = handlers[event as keyof Schemas] as Listener | undefined;
    return handler && listen(event as ServerEvent, schema, handler, onUnexpected);
  });
  return () => {
    for (const stop of stops) stop?.();
  };
}
