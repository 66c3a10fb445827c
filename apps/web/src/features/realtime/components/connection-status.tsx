import { cn } from '../../../lib/class-names';
import { reconnectRealtime } from '../../../lib/realtime/socket-connection';
import { useRealtimeConnection } from '../use-realtime-connection';

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * The live connection, discreetly: a small dot while connected (or connecting), a pill only when
 * not: 'Reconnecting…', or 'Offline' which tries again when clicked. Nothing when signed out.
 */
export function ConnectionStatus() {
  const state = useRealtimeConnection();
  switch (state) {
    case 'disconnected':
      return null;
    case 'reconnecting':
      return (
        <span
          role="status"
          title="Connection lost: reconnecting"
          className={cn(pill, 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300')}
        >
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-amber-500" />
          Reconnecting…
        </span>
      );
    case 'failed':
      return (
        <button
          type="button"
          title="Live updates are off. Click to reconnect."
          onClick={reconnectRealtime}
          className={cn(
            pill,
            'bg-red-100 text-red-800 hover:bg-red-200 dark:bg-red-950 dark:text-red-300 dark:hover:bg-red-900',
          )}
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-red-500" />
          Offline
        </button>
      );
    default: {
      const label = state === 'connected' ? 'Live updates on' : 'Connecting…';
      return (
        <span
          role="img"
          aria-label={label}
          title={label}
          data-state={state}
          className={cn(
            'mx-1 inline-block size-2 rounded-full',
            state === 'connected' ? 'bg-emerald-500' : 'bg-neutral-300 dark:bg-neutral-600',
          )}
        />
      );
    }
  }
}
