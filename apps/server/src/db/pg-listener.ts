import pg from 'pg';

/** What a LISTEN connection reports to its owner. */
export interface ListenHandlers {
  /** Each notification's payload, in the order the notifying transactions committed. */
  onMessage(payload: string): void;
  /**
   * The connection was lost and is listening again: notifications sent in between are gone,
   * so whatever they fed must catch up another way.
   */
  onResumed(): void;
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 5000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). A lost
 * connection is reopened, 1 s growing to 5 s between tries, until `stop` is called.
 */
export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const opened = new pg.Client({ connectionString: databaseUrl });
    opened.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    // An error is followed by 'end', where the reconnection starts.
    opened.on('error', () => undefined);
    opened.on('end', () => {
      if (client === opened && !stopped) reopen(RETRY_FIRST_MS);
    });
    await opened.connect();
    try {
      await opened.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await opened.end().catch(() => undefined);
      throw error;
    }
    client = opened;
  };

  const reopen = (delay: number): void => {
    client = undefined;
    retryTimer = setTimeout(() => {
      if (stopped) return;
      open().then(
        () => {
          if (stopped) void client?.end().catch(() => undefined);
          else handlers.onResumed();
        },
        () => reopen(Math.min(delay * 2, RETRY_MAX_MS)),
      );
    }, delay);
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}
