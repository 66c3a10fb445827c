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

describe('onboarding', () => {
  it('asks the team size, then creates the first workspace and lands in it', async () => {
    let me = buildUser({ onboarding: { teamSize: null } });
    const workspace = buildWorkspace({}, [buildMember(publicUser(me), 'owner')]);
    let created = false;
    localStorage.setItem('intendedRoute', '/account/profile');
    const network = mockSignedIn(
      {
        'PUT /api/me/onboarding': () => {
          me = { ...me, onboarding: { teamSize: '2-5' } };
          return json(200, { user: me });
        },
        'GET /api/workspaces': () =>
          json(200, { myWorkspaces: created ? [summaryOf(workspace)] : [], guestWorkspaces: [] }),
        'GET /api/workspaces/check-url/acme': () => json(200, { available: true }),
        'POST /api/workspaces': () => {
          created = true;
          return json(201, { workspace });
        },
      },
      me,
    );
    const app = renderApp('/onboarding');
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText('2-5 people'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Create your workspace' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Workspace name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(app.location()).toBe('/acme/projects');
    expect(network.calls('PUT /api/me/onboarding')[0]?.body).toEqual({ teamSize: '2-5' });
    expect(localStorage.getItem('intendedRoute')).toBeNull();
  });

  it('skips the workspace step for someone who already belongs to one', async () => {
    const me = buildUser({ lastActiveWorkspaceURL: 'acme' });
    const workspace = buildWorkspace({ currentUserRole: 'member' }, [
      buildMember(publicUser(me), 'member'),
    ]);
    const network = mockSignedIn(
      {
        'GET /api/workspaces': () =>
          json(200, { myWorkspaces: [summaryOf(workspace)], guestWorkspaces: [] }),
        'GET /api/workspaces/acme': () => json(200, { workspace }),
      },
      me,
    );
    const app = renderApp('/onboarding');

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(app.location()).toBe('/acme/projects');
    expect(network.calls('POST /api/workspaces')).toHaveLength(0);
  });
});
