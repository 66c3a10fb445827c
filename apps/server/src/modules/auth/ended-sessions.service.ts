import { ACCESS_TOKEN_TTL_SECONDS } from '@teamboard/shared';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { familiesRevokedSince } from './refresh-tokens.repo';

const TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

/**
 * The sign-in sessions (refresh token families) ended by a logout or a detected token theft,
 * for as long as an access token of theirs could still be valid. Every request and socket
 * checks its token's session here, so a logout ends the session on every channel at once, not
 * when its last access token expires. Each process keeps its own copy, fed by the user change
 * events every process hears (events/user-events.ts) and read from the database at start-up.
 */
export interface EndedSessions {
  has(sessionId: string): boolean;
  add(sessionIds: readonly string[]): void;
  /** Reads every session ended recently (start-up, or events may have been missed). */
  reload(db: Database): Promise<void>;
}

export function createEndedSessions(clock: Clock): EndedSessions {
  /** Session id → when its last access token expires (ms since the epoch). */
  const ended = new Map<string, number>();

  const forgetExpired = (now: number) => {
    for (const [sessionId, until] of ended) if (until <= now) ended.delete(sessionId);
  };

  return {
    has: (sessionId) => {
      const until = ended.get(sessionId);
      return until !== undefined && until > clock.now().getTime();
    },
    add: (sessionIds) => {
      const now = clock.now().getTime();
      forgetExpired(now);
      for (const sessionId of sessionIds) ended.set(sessionId, now + TTL_MS);
    },
    reload: async (db) => {
      const since = new Date(clock.now().getTime() - TTL_MS);
      for (const row of await familiesRevokedSince(db, since)) {
        if (row.revokedAt) ended.set(row.familyId, row.revokedAt.getTime() + TTL_MS);
      }
    },
  };
}
