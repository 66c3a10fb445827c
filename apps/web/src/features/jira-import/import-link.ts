import { boardPath } from '../boards/board-labels';

/** The search parameter holding the import the Jira page shows. */
export const IMPORT_PARAM = 'import';

/** The board's import hub: /{workspace}/projects/{boardId}/import. */
export function importHubPath(workspaceUrl: string, boardId: string): string {
  return boardPath(workspaceUrl, boardId, 'import');
}

/** The Jira import page, on one import when `importId` is given (its preview or progress). */
export function jiraImportPath(workspaceUrl: string, boardId: string, importId?: string): string {
  const path = boardPath(workspaceUrl, boardId, 'import', 'jira');
  return importId ? `${path}?${IMPORT_PARAM}=${encodeURIComponent(importId)}` : path;
}
