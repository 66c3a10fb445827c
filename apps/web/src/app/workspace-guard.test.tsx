import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/fixtures';
import { json } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();

describe('workspace guard', () => {
  it('lets a member in from their own lists without asking the server, once recording it', async () => {
    const workspace = buildWorkspace({}, [buildMember(publicUser(ada), 'owner')]);
    const network = mockSignedIn(workspaceHandlers(workspace, ada), ada);
    const app = renderApp('/acme/projects');

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.getByText('Acme · 1 member')).toBeInTheDocument();
    expect(app.location()).toBe('/acme/projects');
    expect(screen.getByTestId('workspace-switcher')).toHaveTextContent('Acme');
    expect(network.calls('GET /api/workspaces/acme/access')).toHaveLength(0);
    await waitFor(() => expect(network.calls('PUT /api/me/last-active-workspace')).toHaveLength(1));
    expect(network.calls('PUT /api/me/last-active-workspace')[0]?.body).toEqual({
      workspaceURL: 'acme',
    });
  });

  it('asks the server about a workspace outside the lists and shows not-found', async () => {
    const network = mockSignedIn({
      'GET /api/workspaces/ghost-town/access': () => json(200, { status: 'not_found' }),
    });
    const app = renderApp('/ghost-town/projects');

    expect(await screen.findByRole('heading', { name: 'Workspace not found' })).toBeInTheDocument();
    expect(app.location()).toBe('/workspace-error/not-found?workspace=ghost-town');
    expect(network.calls('GET /api/workspaces/ghost-town/access')).toHaveLength(1);
    expect(network.calls('GET /api/workspaces/ghost-town')).toHaveLength(0);
  });

  it('sends an invited user to the invitations page', async () => {
    mockSignedIn({
      'GET /api/workspaces/acme/access': () => json(200, { status: 'invited' }),
    });
    const app = renderApp('/acme/projects');

    expect(
      await screen.findByRole('heading', { name: 'You are invited to this workspace' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/workspace-error/invited?workspace=acme');
    expect(screen.getByRole('link', { name: 'See your invitations' })).toHaveAttribute(
      'href',
      '/account/workspace-invites',
    );
  });

  it('refuses the settings to a guest', async () => {
    const workspace = buildWorkspace({ currentUserRole: 'guest' }, [
      buildMember(publicUser(ada), 'guest'),
    ]);
    mockSignedIn(workspaceHandlers(workspace, ada), ada);
    const app = renderApp('/acme/settings');

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(app.location()).toBe('/workspace-error/forbidden?workspace=acme');
  });
});
