/**
 * Fixed-window event budgets for sockets: each socket, and each user across their sockets on
 * this process, may send so many events a window. Sockets are long-lived and cheap to open, so
 * nothing a client sends is free of a limit.
 */
export interface SocketBudget {
  /** Counts one event; false when the socket or its user already spent their window. */
  take(socketId: string, userId: string): boolean;
  /** Forgets a closed socket (and its user once they have no socket left here). */
  forget(socketId: string, userId: string, userStillConnected: boolean): void;
}

export interface BudgetLimits {
  perSocket: number;
  perUser: number;
  windowMs: number;
}

/** About one event a second on average per socket, with room for a burst (joins, typing). */
export const SOCKET_EVENT_LIMITS: BudgetLimits = { perSocket: 30, perUser: 60, windowMs: 10_000 };

interface Window {
  startedAt: number;
  count: number;
}

export function createSocketBudget(limits: BudgetLimits, now: () => number): SocketBudget {
  const windows = new Map<string, Window>();

  const spend = (key: string, limit: number, at: number): boolean => {
    const window = windows.get(key);
    if (!window || at - window.startedAt >= limits.windowMs) {
      windows.set(key, { startedAt: at, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };

  return {
    take: (socketId, userId) => {
      const at = now();
      const socketOk = spend(`socket:${socketId}`, limits.perSocket, at);
      const userOk = spend(`user:${userId}`, limits.perUser, at);
      return socketOk && userOk;
    },
    forget: (socketId, userId, userStillConnected) => {
      windows.delete(`socket:${socketId}`);
      if (!userStillConnected) windows.delete(`user:${userId}`);
    },
  };
}
