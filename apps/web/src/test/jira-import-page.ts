import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { expect } from 'vitest';
import { stopRealtime } from '../lib/realtime/socket-connection';
import { boardMember, buildColumn } from './board-fixtures';
import { json, type Handler } from './fetch-mock';
import { graceMember, REVIEW_COLUMN, TODO_COLUMN } from './jira-import-fixtures';
import { openTaskBoard } from './task-board';

/** The signed-in user's roles on the import pages: a project admin. */
export const ADMIN = { workspace: 'member', board: 'admin' } as const;
export const IMPORTS = 'GET /api/boards/board-1/imports';
export const UPLOAD = 'POST /api/boards/board-1/imports/jira';
export const POLL = 'GET /api/imports/imp-1';

const columns = [
  buildColumn({ _id: TODO_COLUMN, title: 'To do' }),
  buildColumn({ _id: REVIEW_COLUMN, title: 'Review', position: 2 }),
];

/**
 * Opens board-1's import page at `path` (under /acme/projects/board-1/), whose board has a To do
 * and a Review column, Grace as a collaborator and no imports yet unless `handlers` say otherwise.
 */
export function openImport(
  path: string,
  handlers: Record<string, Handler> = {},
  roles: { workspace: 'member'; board: 'admin' | 'collaborator' } = ADMIN,
) {
  return openTaskBoard(
    [],
    {
      'GET /api/boards/board-1/columns': () => json(200, { columns }),
      [IMPORTS]: () => json(200, { imports: [] }),
      ...handlers,
    },
    {
      path: `/acme/projects/board-1/${path}`,
      roles,
      members: [boardMember(graceMember, 'collaborator')],
    },
  );
}

/** After each test: Sonner shows a new Toaster the toasts still active from an earlier test. */
export function closeImportPage(): void {
  toast.dismiss();
  stopRealtime();
}

/** A toast is in the page a moment before it shows. */
export async function toastShown(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
