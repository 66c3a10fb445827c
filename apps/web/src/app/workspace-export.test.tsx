import type { WorkspaceRole } from '@teamboard/shared';
import type { WorkspaceExport } from '@teamboard/shared/workspace-export';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();
const EXPORTS = 'GET /api/workspaces/ws-1/exports';
const DOWNLOAD = '/api/workspace-exports/exp-1/download?expires=1800000000&signature=sig';

const queued: WorkspaceExport = {
  _id: 'exp-1',
  workspaceId: 'ws-1',
  status: 'queued',
  createdAt: '2026-11-25T18:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  downloadUrl: null,
  error: null,
};
const ready: WorkspaceExport = {
  ...queued,
  status: 'ready',
  finishedAt: '2026-11-25T18:01:00.000Z',
  expiresAt: '2026-11-26T18:01:00.000Z',
  downloadUrl: DOWNLOAD,
};

/** Ada, with `role` in Acme, opens settings/export. */
function openExport(role: WorkspaceRole, handlers: Record<string, Handler> = {}) {
  const workspace = buildWorkspace({ currentUserRole: role }, [buildMember(publicUser(ada), role)]);
  const network = mockSignedIn({ ...workspaceHandlers(workspace, ada), ...handlers }, ada);
  renderApp('/acme/settings/export');
  return network;
}

describe('settings/export', () => {
  it('lets an admin export the workspace and download it once the job is ready', async () => {
    // The list as the server tells it: empty, then the new export queued, then ready.
    const answers = [[], [queued], [ready]];
    const network = openExport('admin', {
      [EXPORTS]: () => json(200, { exports: answers.length > 1 ? answers.shift() : answers[0] }),
      'POST /api/workspaces/ws-1/export': () => json(202, { export: queued }),
    });
    const user = userEvent.setup();

    const nav = await screen.findByRole('navigation', { name: 'Workspace settings' });
    expect(within(nav).getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/acme/settings/export',
    );
    await user.click(await screen.findByRole('button', { name: 'Export workspace' }));

    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export workspace' })).toBeDisabled();
    // Polled while queued, until the job is ready.
    const link = await screen.findByRole('link', { name: 'Download' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', DOWNLOAD);
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(network.calls('POST /api/workspaces/ws-1/export')).toHaveLength(1);
    expect(network.calls(EXPORTS).length).toBeGreaterThanOrEqual(3);
  });

  it('shows an expired export without its link', async () => {
    openExport('owner', {
      [EXPORTS]: () => json(200, { exports: [{ ...ready, downloadUrl: null }] }),
    });
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('is not there for a member', async () => {
    const network = openExport('member');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Workspace settings' });
    expect(within(nav).queryByRole('link', { name: 'Export' })).not.toBeInTheDocument();
    expect(network.calls(EXPORTS)).toHaveLength(0);
  });
});

describe('importing a workspace', () => {
  it('sends the zip from the create page and shows why the server refused it', async () => {
    const network = mockSignedIn(
      {
        'POST /api/workspaces/import': () =>
          json(400, {
            message: 'manifest.json is missing: this is not a complete Teamboard export',
            code: 'VALIDATION_ERROR',
          }),
      },
      ada,
    );
    renderApp('/workspaces/create');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Import workspace' }));
    expect(await screen.findByText('Choose the zip of a workspace export')).toBeInTheDocument();

    const zip = new File(['PK'], 'acme.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('Export zip'), zip);
    await user.click(screen.getByRole('button', { name: 'Import workspace' }));

    expect(await screen.findByText(/manifest.json is missing/)).toBeInTheDocument();
    const [sent] = network.calls('POST /api/workspaces/import');
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
