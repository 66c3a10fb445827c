import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Account } from '../../test/workspace-fixture';

let t: TestApp;
let owner: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await verifiedUser(t.app);
});
afterAll(async () => {
  await t.close();
});

async function newWorkspace(url: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(owner),
    payload: { name: url, url },
  });
  return response.json<{ workspace: { _id: string } }>().workspace._id;
}

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(owner), ...(payload ? { payload } : {}) });

interface Detail {
  labels: { _id: string; name: string; color: string }[];
  columnTypes: { _id: string; name: string; isDefault: boolean }[];
  defaultColumns: { name: string }[];
}
const detail = async (id: string) =>
  (await call('GET', `/api/workspaces/${id}`)).json<{ workspace: Detail }>().workspace;

describe('workspace labels', () => {
  it('are created, renamed, listed by name and deleted', async () => {
    const id = await newWorkspace('labelled');
    const created = await call('POST', `/api/workspaces/${id}/labels`, {
      name: 'Urgent',
      color: '#EF4444',
    });
    expect(created.statusCode).toBe(201);
    const labelId = created.json<{ label: { _id: string } }>().label._id;
    await call('POST', `/api/workspaces/${id}/labels`, { name: 'Backend', color: '#0284c7' });
    expect(
      (await call('PUT', `/api/workspaces/${id}/labels/${labelId}`, { name: 'Critical' })).json(),
    ).toMatchObject({
      label: { name: 'Critical', color: '#EF4444' },
    });
    expect((await detail(id)).labels.map((label) => label.name)).toEqual(['Backend', 'Critical']);
    expect((await call('DELETE', `/api/workspaces/${id}/labels/${labelId}`)).statusCode).toBe(200);
    expect((await detail(id)).labels.map((label) => label.name)).toEqual(['Backend']);
  });

  it('refuses a bad colour and a label of another workspace', async () => {
    const first = await newWorkspace('labels-one');
    const second = await newWorkspace('labels-two');
    expect(
      (await call('POST', `/api/workspaces/${first}/labels`, { name: 'X', color: 'red' }))
        .statusCode,
    ).toBe(400);
    const label = (
      await call('POST', `/api/workspaces/${first}/labels`, { name: 'Mine', color: '#000000' })
    ).json<{ label: { _id: string } }>();
    expect(
      (await call('PUT', `/api/workspaces/${second}/labels/${label.label._id}`, { name: 'Stolen' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/workspaces/${second}/labels/${label.label._id}`)).statusCode,
    ).toBe(404);
    expect((await detail(first)).labels.map((item) => item.name)).toEqual(['Mine']);
  });
});

describe('column types', () => {
  it('are added last, and the default ones are what new boards start with', async () => {
    const id = await newWorkspace('columns');
    const added = await call('POST', `/api/workspaces/${id}/column-types`, {
      name: 'Blocked',
      color: '#ef4444',
      isDefault: true,
    });
    expect(added.statusCode).toBe(201);
    const before = await detail(id);
    expect(before.columnTypes.map((type) => type.name)).toEqual([
      'To Do',
      'In Progress',
      'Review',
      'Done',
      'Blocked',
    ]);
    expect(before.defaultColumns.map((type) => type.name)).toEqual([
      'To Do',
      'In Progress',
      'Done',
      'Blocked',
    ]);

    const review = before.columnTypes.find((type) => type.name === 'Review');
    await call('PUT', `/api/workspaces/${id}/column-types/${review?._id ?? ''}`, {
      isDefault: true,
    });
    const todo = before.columnTypes.find((type) => type.name === 'To Do');
    await call('DELETE', `/api/workspaces/${id}/column-types/${todo?._id ?? ''}`);
    expect((await detail(id)).defaultColumns.map((type) => type.name)).toEqual([
      'In Progress',
      'Review',
      'Done',
      'Blocked',
    ]);
  });
});
