import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useWorkspaceUrlCheck } from './api/check-workspace-url';
import { URL_NOT_AVAILABLE, workspaceUrlProblem } from './workspace-url';

export const URL_CHECK_DELAY_MS = 300;

/**
 * - idle: empty, or the workspace's own URL. - invalid: refused without asking the server.
 * - checking / available / unavailable: the server's answer. - unknown: the check failed.
 */
export type UrlAvailability =
  | { state: 'idle' | 'checking' | 'available' | 'unknown' }
  | { state: 'invalid' | 'unavailable'; message: string };

/** Live availability of a workspace URL being typed, asked once typing pauses. */
export function useUrlAvailability(url: string, ownUrl?: string): UrlAvailability {
  const typed = url.trim().toLowerCase();
  const settled = useDebouncedValue(typed, URL_CHECK_DELAY_MS);
  const problem = settled ? workspaceUrlProblem(settled) : null;
  const askServer = settled !== '' && settled !== ownUrl && problem === null;
  const check = useWorkspaceUrlCheck(settled, askServer);

  if (typed === '' || typed === ownUrl) return { state: 'idle' };
  if (typed !== settled) return { state: 'checking' };
  if (problem) return { state: 'invalid', message: problem };
  if (check.isError) return { state: 'unknown' };
  if (!check.data) return { state: 'checking' };
  return check.data.available
    ? { state: 'available' }
    : { state: 'unavailable', message: URL_NOT_AVAILABLE };
}
