import { Counter, Gauge, type Registry } from 'prom-client';
import type { Namespace, Socket } from 'socket.io';

/** The events counted as delivered, by the kind they are counted under. */
const DELIVERED_KINDS: Record<string, 'board' | 'notification' | 'chat' | undefined> = {
  'board-update': 'board',
  notification: 'notification',
  'new-message': 'chat',
  'message-updated': 'chat',
  'message-status': 'chat',
  'user-typing': 'chat',
  'user-stop-typing': 'chat',
};

export interface RealtimeMetrics {
  /** Events taken from the channel: every process sees every one published. */
  published: Counter<'kind'>;
  /** Counts the events sent to the socket (broadcasts included) as delivered, by kind. */
  countDeliveries(socket: Socket): void;
  /** Reads the socket and room gauges from this namespace on every scrape. */
  watch(namespace: Namespace): void;
}

export function createRealtimeMetrics(registry: Registry): RealtimeMetrics {
  let watched: Namespace | undefined;
  new Gauge({
    name: 'teamboard_realtime_sockets',
    help: 'Sockets connected to this process',
    registers: [registry],
    collect() {
      this.set(watched?.sockets.size ?? 0);
    },
  });
  new Gauge({
    name: 'teamboard_realtime_rooms',
    help: "Rooms with sockets of this process, by kind (board, chat, user…; a socket's own room left out)",
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, count] of roomsByKind(watched)) this.set({ kind }, count);
    },
  });
  const delivered = new Counter({
    name: 'teamboard_realtime_events_delivered_total',
    help: 'Realtime messages sent to sockets of this process, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  return {
    published: new Counter({
      name: 'teamboard_realtime_events_published_total',
      help: 'Realtime events taken from the update channel, by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    countDeliveries: (socket) => {
      socket.onAnyOutgoing((event: string) => {
        const kind = DELIVERED_KINDS[event];
        if (kind) delivered.inc({ kind });
      });
    },
    watch: (namespace) => {
      watched = namespace;
    },
  };
}

/** Room names are `kind:id` (rooms.ts); socket.io's room of each socket id has no colon. */
function roomsByKind(namespace: Namespace | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const room of namespace?.adapter.rooms.keys() ?? []) {
    const colon = room.indexOf(':');
    if (colon < 0) continue;
    const kind = room.slice(0, colon);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}
