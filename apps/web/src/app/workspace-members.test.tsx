import type { Workspace, WorkspaceRole } from '@teamboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/fixtures';
import { json } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import {
  buildInvitation,
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();
const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };

function workspaceFor(role: WorkspaceRole): Workspace {
  return buildWorkspace({ currentUserRole: role }, [
    buildMember(publicUser(ada), role),
    buildMember(grace, 'member'),
  ]);
}

/** Ada (with `role`) on the members settings of Acme, where Grace is a member. */
function openMembers(role: WorkspaceRole, extra = {}) {
  const workspace = workspaceFor(role);
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/workspaces/ws-1/members': () => json(200, { members: workspace.members }),
      'GET /api/workspaces/ws-1/invitations': () => json(200, { invitations: [] }),
      ...extra,
    },
    ada,
  );
  renderApp('/acme/settings/members');
  return network;
}

describe('workspace members settings', () => {
  it('shows a member the list without role controls or invitations', async () => {
    const network = openMembers('member');

    const row = await screen.findByTestId('member-row-grace');
    expect(within(row).getByText('Member')).toBeInTheDocument();
    expect(screen.queryByTestId('member-role-grace')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('invite-email')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('member-row-ada')).getByRole('button', { name: 'Leave workspace' }),
    ).toBeInTheDocument();
    expect(network.calls('GET /api/workspaces/ws-1/invitations')).toHaveLength(0);
  });

  it('lets an admin change a role, which the select shows (no toast)', async () => {
    const network = openMembers('admin', {
      'PUT /api/workspaces/ws-1/members/user-2': () =>
        json(200, { member: buildMember(grace, 'manager') }),
    });
    const user = userEvent.setup();

    const select = await screen.findByTestId('member-role-grace');
    expect(select).toHaveValue('member');
    expect(screen.queryByTestId('member-role-ada')).not.toBeInTheDocument();
    await user.selectOptions(select, 'manager');

    await waitFor(() =>
      expect(network.calls('PUT /api/workspaces/ws-1/members/user-2')).toHaveLength(1),
    );
    expect(network.calls('PUT /api/workspaces/ws-1/members/user-2')[0]?.body).toEqual({
      role: 'manager',
    });
    expect(screen.getByTestId('invite-email')).toBeInTheDocument();
  });

  it('shows the server’s reason when a role change is refused', async () => {
    openMembers('admin', {
      'PUT /api/workspaces/ws-1/members/user-2': () =>
        json(403, { message: 'You cannot change this role', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByTestId('member-role-grace'), 'guest');

    expect(await screen.findByText('You cannot change this role')).toBeInTheDocument();
  });

  it('sends bulk invitations, shows each email’s result and refetches the pending list', async () => {
    let pending = [] as unknown[];
    const network = openMembers('owner', {
      'GET /api/workspaces/ws-1/invitations': () => json(200, { invitations: pending }),
      'POST /api/workspaces/ws-1/invitations/bulk': () => {
        pending = [buildInvitation({ email: 'new@example.com' })];
        return json(200, {
          results: [
            { email: 'new@example.com', status: 'invited', invitation: pending[0] },
            { email: 'grace@example.com', status: 'already_member', message: 'Already a member' },
          ],
        });
      },
    });
    const user = userEvent.setup();

    await user.type(
      await screen.findByLabelText('Emails'),
      'new@example.com, grace@example.com\nnew@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('1 of 2 invited')).toBeInTheDocument();
    expect(screen.getByText('Already a member — Already a member')).toBeInTheDocument();
    expect(network.calls('POST /api/workspaces/ws-1/invitations/bulk')[0]?.body).toEqual({
      invitations: [
        { email: 'new@example.com', role: 'member' },
        { email: 'grace@example.com', role: 'member' },
      ],
    });
    await waitFor(() =>
      expect(network.calls('GET /api/workspaces/ws-1/invitations')).toHaveLength(2),
    );
    expect(
      await screen.findByRole('button', { name: 'Cancel the invitation to new@example.com' }),
    ).toBeInTheDocument();
  });
});
