import type { ApiKey } from '@teamboard/shared/api-key';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { buildWorkspace, mockSignedIn, summaryOf } from '../test/workspace-fixtures';

const acme = buildWorkspace({ _id: '7d0e8a52-5f1c-4c38-9a51-2b0f3c8e9d11' });
const SECRET = `tb_${'a1B2'.repeat(10)}xyz`;
const nightly: ApiKey = {
  _id: '4b1c2c9e-0000-4000-8000-000000000001',
  name: 'Nightly export',
  prefix: SECRET.slice(0, 11),
  scope: 'read',
  workspace: { _id: acme._id, name: acme.name },
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  lastUsedAt: null,
  lastUsedIp: null,
  expiresAt: null,
};

describe('API keys', () => {
  it('creates a key for one workspace and shows its secret once', async () => {
    let keys: ApiKey[] = [];
    const network = mockSignedIn({
      'GET /api/workspaces': () =>
        json(200, { myWorkspaces: [summaryOf(acme)], guestWorkspaces: [] }),
      'GET /api/me/api-keys': () => json(200, { keys }),
      'POST /api/me/api-keys': () => {
        keys = [nightly];
        return json(201, { key: nightly, secret: SECRET });
      },
    });
    renderApp('/account/api-keys');
    const user = userEvent.setup();

    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(network.calls('POST /api/me/api-keys')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Nightly export');
    await user.selectOptions(screen.getByLabelText('Workspace'), acme.name);
    await user.selectOptions(screen.getByLabelText('Expires'), 'Never');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(SECRET);
    expect(network.calls('POST /api/me/api-keys')[0]?.body).toEqual({
      name: 'Nightly export',
      scope: 'read',
      workspaceId: acme._id,
    });
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText('Nightly export')).toBeInTheDocument();
    expect(within(list).queryByText(SECRET)).not.toBeInTheDocument();
    expect(within(list).getByText(/Never used/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument();
  });

  it('revokes a key after asking', async () => {
    let keys: ApiKey[] = [
      { ...nightly, lastUsedAt: new Date().toISOString(), lastUsedIp: '10.0.0.7' },
    ];
    mockSignedIn({
      'GET /api/me/api-keys': () => json(200, { keys }),
      [`DELETE /api/me/api-keys/${nightly._id}`]: () => {
        keys = [];
        return json(200, { message: 'API key revoked' });
      },
    });
    renderApp('/account/api-keys');
    const user = userEvent.setup();

    expect(await screen.findByText(/from 10\.0\.0\.7/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked “Nightly export”')).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });
});
