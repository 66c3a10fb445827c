import type { WorkspaceActivity, WorkspaceRole } from '@teamboard/shared';
import type { WorkspaceSecurity } from '@teamboard/shared/workspace-security';
import { screen, waitFor } from '@testing-library/react';
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
const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };
const OPEN: WorkspaceSecurity = {
  invitePolicy: 'managers',
  allowedEmailDomains: ['acme.com'],
  apiKeysAllowed: true,
};

function entry(id: string, action: string, data: Record<string, unknown>): WorkspaceActivity {
  return {
    _id: id,
    action,
    actor: grace,
    target: null,
    data,
    createdAt: new Date().toISOString(),
  };
}
const FIRST_PAGE = {
  activities: [
    entry('a-1', 'security.updated', {
      changes: {
        invitePolicy: { from: 'managers', to: 'admins' },
        allowedEmailDomains: { added: ['acme.com'], removed: ['old.io'] },
        apiKeysAllowed: { from: true, to: false },
      },
    }),
    entry('a-2', 'board.moved', { boardId: 'b-1', title: 'Roadmap', from: null, to: 'Clients' }),
  ],
  nextCursor: 'a-2',
};
const OLDER_PAGE = {
  activities: [entry('a-3', 'board.archived', { boardId: 'b-1', title: 'Roadmap' })],
  nextCursor: null,
};

/** Ada (with `role`) on Acme's settings/security. */
function openSecurity(role: WorkspaceRole, extra: Record<string, Handler> = {}) {
  const workspace = buildWorkspace({ currentUserRole: role }, [buildMember(publicUser(ada), role)]);
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/workspaces/ws-1/security': () => json(200, { security: OPEN }),
      'GET /api/workspaces/ws-1/activity': (request) =>
        json(200, request.query.get('cursor') === 'a-2' ? OLDER_PAGE : FIRST_PAGE),
      ...extra,
    },
    ada,
  );
  renderApp('/acme/settings/security');
  return network;
}

describe('workspace security settings', () => {
  it('lets an admin change who invites, the domains and API keys', async () => {
    const saved = {
      invitePolicy: 'admins',
      allowedEmailDomains: ['example.com', 'team.example.org'],
      apiKeysAllowed: false,
    };
    const network = openSecurity('admin', {
      'PUT /api/workspaces/ws-1/security': () => json(200, { security: saved }),
    });
    const user = userEvent.setup();

    const domains = await screen.findByLabelText('Allowed email domains');
    expect(domains).toHaveValue('acme.com');
    expect(screen.getByLabelText('The owner, admins and managers')).toBeChecked();
    await user.click(screen.getByLabelText('Only the owner and admins'));
    await user.clear(domains);
    await user.type(domains, ' Example.com{Enter}team.example.org');
    await user.click(screen.getByLabelText('Personal API keys may reach this workspace'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Security settings saved')).toBeInTheDocument();
    expect(network.calls('PUT /api/workspaces/ws-1/security')[0]?.body).toEqual(saved);
    expect(domains).toHaveValue('example.com\nteam.example.org');
  });

  it('says what is wrong with a domain before sending anything', async () => {
    const network = openSecurity('owner');
    const user = userEvent.setup();

    const domains = await screen.findByLabelText('Allowed email domains');
    await user.type(domains, '{Enter}localhost');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('localhost is not a domain like example.com'),
    ).toBeInTheDocument();
    expect(network.calls('PUT /api/workspaces/ws-1/security')).toHaveLength(0);
  });

  it('shows the server’s reason when saving is refused', async () => {
    openSecurity('admin', {
      'PUT /api/workspaces/ws-1/security': () =>
        json(403, { message: 'You do not have permission to do this', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('shows the audit log as sentences, older entries on demand', async () => {
    const network = openSecurity('owner');
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        'Grace Hopper changed the security settings: only the owner and admins invite; allowed email domains: added acme.com, removed old.io; API keys turned off',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Grace Hopper moved the project Roadmap from no folder to Clients'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Grace Hopper archived the project Roadmap'),
    ).toBeInTheDocument();
    expect(network.calls('GET /api/workspaces/ws-1/activity')[1]?.query.get('cursor')).toBe('a-2');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
  });

  it('shows a member the settings read-only, without the audit log', async () => {
    const network = openSecurity('member');

    expect(await screen.findByText('The owner, admins and managers')).toBeInTheDocument();
    expect(screen.getByText('acme.com')).toBeInTheDocument();
    expect(screen.getByText('Allowed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText('Audit log')).not.toBeInTheDocument();
    expect(network.calls('GET /api/workspaces/ws-1/activity')).toHaveLength(0);
  });
});
