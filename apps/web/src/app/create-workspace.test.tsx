import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/fixtures';
import { json } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  summaryOf,
} from '../test/workspace-fixtures';

const ada = buildUser();
const created = buildWorkspace({ name: 'Acme Design', url: 'acme-design' }, [
  buildMember(publicUser(ada), 'owner'),
]);

describe('create a workspace', () => {
  it('suggests the URL from the name and says inline when it is taken', async () => {
    const network = mockSignedIn({
      'GET /api/workspaces/check-url/acme-design': () => json(200, { available: false }),
    });
    renderApp('/workspaces/create');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Workspace name'), 'Acme Design');

    expect(screen.getByLabelText('URL')).toHaveValue('acme-design');
    expect(await screen.findByText('URL is not available')).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    // Debounced: one question for the settled URL, not one per keystroke.
    expect(network.calls('GET /api/workspaces/check-url/acme-design')).toHaveLength(1);
    expect(network.requests.some((r) => r.path === '/api/workspaces/check-url/a')).toBe(false);
  });

  it('flags a reserved URL without asking the server', async () => {
    const network = mockSignedIn({});
    renderApp('/workspaces/create');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('URL'), 'settings');

    expect(await screen.findByText('URL is not available')).toBeInTheDocument();
    expect(network.requests.filter((r) => r.path.includes('check-url'))).toHaveLength(0);
  });

  it('creates the workspace and goes to its projects', async () => {
    let lists = { myWorkspaces: [] as unknown[], guestWorkspaces: [] };
    const network = mockSignedIn(
      {
        'GET /api/workspaces': () => json(200, lists),
        'GET /api/workspaces/check-url/acme-design': () => json(200, { available: true }),
        'POST /api/workspaces': () => {
          lists = { myWorkspaces: [summaryOf(created)], guestWorkspaces: [] };
          return json(201, { workspace: created });
        },
      },
      ada,
    );
    const app = renderApp('/workspaces/create');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Workspace name'), 'Acme Design');
    expect(await screen.findByText('URL is available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(app.location()).toBe('/acme-design/projects');
    expect(network.calls('POST /api/workspaces')[0]?.body).toEqual({
      name: 'Acme Design',
      url: 'acme-design',
    });
    // The server made it the last active workspace: nothing more to record.
    expect(network.calls('GET /api/workspaces/acme-design/access')).toHaveLength(0);
    expect(network.calls('PUT /api/me/last-active-workspace')).toHaveLength(0);
  });
});
