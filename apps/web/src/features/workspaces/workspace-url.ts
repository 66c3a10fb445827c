import { RESERVED_WORKSPACE_URLS, slugWords, workspaceUrlField } from '@teamboard/shared';

export const URL_NOT_AVAILABLE = 'URL is not available';

const RESERVED: ReadonlySet<string> = new Set(RESERVED_WORKSPACE_URLS);
const MAX_LENGTH = 48;

/** "Acme Design Studio" → "acme-design-studio": a URL suggestion while the name is typed. */
export function suggestWorkspaceUrl(name: string): string {
  return slugWords(name, MAX_LENGTH);
}

/** Why `url` cannot be a workspace URL without asking the server (format or reserved), or null. */
export function workspaceUrlProblem(url: string): string | null {
  const parsed = workspaceUrlField.safeParse(url);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? URL_NOT_AVAILABLE;
  return RESERVED.has(parsed.data) ? URL_NOT_AVAILABLE : null;
}

/** A route segment that could be a workspace URL (a route refused by validation shows the 404). */
export function isWorkspaceUrlShaped(segment: string): boolean {
  return workspaceUrlField.safeParse(segment).success && segment === segment.toLowerCase();
}
