import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { addMember, castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

interface FolderBody {
  _id: string;
  name: string;
  parentFolder: string | null;
  position: number;
}

async function folder(account: Account, name: string, parentFolder?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/folders',
    headers: bearer(account),
    payload: { workspaceId: workspace.id, name, parentFolder },
  });
}
async function folderId(name: string, parentFolder?: string): Promise<string> {
  return (await folder(cast.owner, name, parentFolder)).json<{ folder: FolderBody }>().folder._id;
}
const folders = async (account: Account) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/folders?workspaceId=${workspace.url}`,
      headers: bearer(account),
    })
  ).json<{ folders: FolderBody[] }>().folders;

describe('folders', () => {
  it('nest, are listed in position order and renamed', async () => {
    const parent = await folderId('Engineering');
    const child = await folder(cast.member, 'Backend', parent);
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({
      folder: { name: 'Backend', parentFolder: parent, workspace: workspace.id },
    });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/folders/${parent}`,
      headers: bearer(cast.owner),
      payload: { name: 'Eng' },
    });
    expect(renamed.json()).toMatchObject({ folder: { name: 'Eng' } });
    const listed = await folders(cast.member);
    const positions = listed.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('cannot be moved inside themselves', async () => {
    const top = await folderId('Top');
    const middle = await folderId('Middle', top);
    const bottom = await folderId('Bottom', middle);
    for (const parentFolder of [top, bottom]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/folders/${top}`,
        headers: bearer(cast.owner),
        payload: { parentFolder },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('hand their boards and sub-folders to the parent when deleted', async () => {
    const outer = await folderId('Outer');
    const inner = await folderId('Inner', outer);
    const nested = await folderId('Nested', inner);
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: bearer(cast.owner),
      payload: { workspaceId: workspace.id, title: 'Inside', folderId: inner },
    });
    const boardId = board.json<{ board: { _id: string } }>().board._id;

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/folders/${inner}`,
          headers: bearer(cast.owner),
        })
      ).statusCode,
    ).toBe(200);
    const after = await folders(cast.owner);
    expect(after.find((item) => item._id === inner)).toBeUndefined();
    expect(after.find((item) => item._id === nested)?.parentFolder).toBe(outer);
    const moved = await t.app.inject({
      method: 'GET',
      url: `/api/boards/${boardId}`,
      headers: bearer(cast.owner),
    });
    expect(moved.json()).toMatchObject({ board: { folderId: outer } });
  });

  it('are reordered in one call, within one workspace', async () => {
    const first = await folderId('First');
    const second = await folderId('Second');
    const reorder = await t.app.inject({
      method: 'PUT',
      url: '/api/folders/reorder',
      headers: bearer(cast.owner),
      payload: {
        workspaceId: workspace.id,
        items: [
          { id: second, position: 1 },
          { id: first, position: 2 },
        ],
      },
    });
    expect(reorder.statusCode).toBe(200);
    const ids = (await folders(cast.owner)).map((item) => item._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });

  it('show a guest or client only the folders on the path to their boards', async () => {
    const top = await folderId('Client work');
    const middle = await folderId('Acme', top);
    const leaf = await folderId('Launch', middle);
    const sibling = await folderId('Other client', top);
    const unrelated = await folderId('Salaries');
    const board = async (title: string, folderId: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/boards',
          headers: bearer(cast.owner),
          payload: { workspaceId: workspace.id, title, folderId },
        })
      ).json<{ board: { _id: string } }>().board._id;
    const launch = await board('Launch plan', leaf);
    await board('Pay review', unrelated);
    await board('Other plan', sibling);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/boards/members',
      headers: bearer(cast.owner),
      payload: { boardId: launch, userId: cast.guest.user._id },
    });
    expect(added.statusCode).toBe(200);

    const ids = (listed: FolderBody[]) => listed.map((item) => item._id).sort();
    expect(ids(await folders(cast.guest))).toEqual([top, middle, leaf].sort());
    expect(await folders(cast.client)).toEqual([]);
    expect(ids(await folders(cast.member))).toEqual(
      expect.arrayContaining([top, middle, leaf, sibling, unrelated]),
    );
  });

  it('are arranged only by internal members; outsiders see nothing', async () => {
    expect((await folder(cast.guest, 'Nope')).statusCode).toBe(403);
    expect((await folder(cast.client, 'Nope')).statusCode).toBe(403);
    expect((await folder(cast.outsider, 'Nope')).statusCode).toBe(404);
    const id = await folderId('Private');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/folders/${id}`,
          headers: bearer(cast.guest),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/folders/${id}`,
          headers: bearer(cast.outsider),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/folders?workspaceId=${workspace.id}`,
          headers: bearer(cast.outsider),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answer 401 to a session that has ended, before telling whether the folder exists', async () => {
    const account = await verifiedUser(t.app);
    await addMember(t.app, cast.owner, workspace.id, account, 'manager');
    const id = await folderId('Guarded');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: bearer(account),
      payload: { currentPassword: account.password, newPassword: 'another password 2' },
    });
    expect(changed.statusCode).toBe(200);
    for (const target of [id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/folders/${target}`,
        headers: bearer(account),
        payload: { name: 'Taken over' },
      });
      expect(refused.statusCode).toBe(401);
    }
    expect((await folder(account, 'Late')).statusCode).toBe(401);
    expect((await folder(changed.json<Account>(), 'On time')).statusCode).toBe(201);
  });
});
