import type { WorkspaceActivity } from '@teamboard/shared';
import type { WorkspaceSecurity } from '@teamboard/shared/workspace-security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

const DEFAULTS: WorkspaceSecurity = {
  invitePolicy: 'managers',
  allowedEmailDomains: [],
  apiKeysAllowed: true,
};

const read = (account: Account) =>
  t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${workspace.id}/security`,
    headers: bearer(account),
  });
const write = (account: Account, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/workspaces/${workspace.id}/security`,
    headers: bearer(account),
    payload,
  });
const securityNow = async () =>
  (await read(cast.owner)).json<{ security: WorkspaceSecurity }>().security;
const auditLog = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspace.id}/activity`,
      headers: bearer(cast.owner),
    })
  ).json<{ activities: WorkspaceActivity[] }>().activities;

describe('workspace security settings', () => {
  it('start open: managers invite, any domain, API keys allowed', async () => {
    expect(await securityNow()).toEqual(DEFAULTS);
  });

  it('are saved lower-cased and trimmed, and the change is in the audit log with its actor', async () => {
    const response = await write(cast.admin, {
      invitePolicy: 'admins',
      allowedEmailDomains: [' Example.COM ', 'team.example.org'],
      apiKeysAllowed: false,
    });
    const saved = {
      invitePolicy: 'admins',
      allowedEmailDomains: ['example.com', 'team.example.org'],
      apiKeysAllowed: false,
    };
    expect(response.json()).toEqual({ security: saved });
    expect(await securityNow()).toEqual(saved);
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      action: 'security.updated',
      actor: { _id: cast.admin.user._id, name: cast.admin.user.name },
      data: {
        changes: {
          invitePolicy: { from: 'managers', to: 'admins' },
          allowedEmailDomains: { added: ['example.com', 'team.example.org'], removed: [] },
          apiKeysAllowed: { from: true, to: false },
        },
      },
    });

    await write(cast.owner, { ...saved, allowedEmailDomains: ['example.com'] });
    const [next] = await auditLog();
    expect(next?.data).toEqual({
      changes: { allowedEmailDomains: { added: [], removed: ['team.example.org'] } },
    });
  });

  it('writes nothing to the log when nothing changes', async () => {
    const before = await auditLog();
    const response = await write(cast.owner, await securityNow());
    expect(response.statusCode).toBe(200);
    expect(await auditLog()).toEqual(before);
  });

  const refusals: [string, object, string][] = [
    [
      'a word without a dot',
      { allowedEmailDomains: ['localhost'] },
      'localhost is not a domain like example.com',
    ],
    [
      'an address',
      { allowedEmailDomains: ['ann@example.com'] },
      'ann@example.com is not a domain like example.com',
    ],
    [
      'a space inside',
      { allowedEmailDomains: ['exa mple.com'] },
      'exa mple.com is not a domain like example.com',
    ],
    [
      'a leading hyphen',
      { allowedEmailDomains: ['-bad.com'] },
      '-bad.com is not a domain like example.com',
    ],
    [
      'a numeric top level',
      { allowedEmailDomains: ['10.0.0.1'] },
      '10.0.0.1 is not a domain like example.com',
    ],
    [
      'the same domain twice',
      { allowedEmailDomains: ['a.com', 'A.com '] },
      'a.com is listed twice',
    ],
    [
      'more than 50 domains',
      { allowedEmailDomains: Array.from({ length: 51 }, (_, i) => `d${i}.com`) },
      'At most 50 domains',
    ],
    [
      'an unknown policy',
      { invitePolicy: 'everyone' },
      'Choose who may invite: admins or managers',
    ],
    ['a setting left out', { apiKeysAllowed: undefined }, 'apiKeysAllowed must be true or false'],
  ];
  for (const [name, change, message] of refusals) {
    it(`refuses ${name} with 400 and changes nothing`, async () => {
      const before = await securityNow();
      const response = await write(cast.owner, { ...before, ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
      expect(await securityNow()).toEqual(before);
    });
  }

  it('refuses a field it does not know', async () => {
    const response = await write(cast.owner, { ...DEFAULTS, ssoRequired: true });
    expect(response.statusCode).toBe(400);
  });
});
