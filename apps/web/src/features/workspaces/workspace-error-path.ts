export type WorkspaceErrorType = 'not-found' | 'invited' | 'forbidden';

export const WORKSPACE_ERROR_TYPES: readonly WorkspaceErrorType[] = [
  'not-found',
  'invited',
  'forbidden',
];

/** /workspace-error/{type}, naming the workspace so the page can say which one. */
export function workspaceErrorPath(type: WorkspaceErrorType, url: string): string {
  return `/workspace-error/${type}?workspace=${encodeURIComponent(url)}`;
}
