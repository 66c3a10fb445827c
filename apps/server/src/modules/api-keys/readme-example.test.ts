import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import { useBoardScene } from '../../test/board-scene';
import { createWorkspaceWithCast } from '../../test/workspace-fixture';

const readme = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../README.md'),
  'utf8',
);

/** The README's curl example of an API key: its path, with the sample workspace name. */
function readmeExample(): { path: string; sampleWorkspace: string } {
  const line = /curl -H "Authorization: Bearer tb_…" http:\/\/localhost:3000(\/api\/\S+)/.exec(
    readme,
  );
  const sample = /by the workspace's URL name \(`([a-z0-9-]+)`/.exec(readme);
  if (!line?.[1] || !sample?.[1]) throw new Error('the README has no API key example');
  return { path: line[1], sampleWorkspace: sample[1] };
}

const scene = useBoardScene();
let keys: ReturnType<typeof apiKeyCalls>;
let other: { id: string; url: string };

beforeAll(async () => {
  keys = apiKeyCalls(scene.t);
  other = await createWorkspaceWithCast(scene.t.app, scene.cast);
});

describe("the README's API key example", () => {
  it('answers 200 to every kind of key the form offers, and the README says what else a key gets', async () => {
    const { cast, workspace } = scene;
    const example = readmeExample();
    const own = example.path.replace(example.sampleWorkspace, workspace.url);
    expect(own).not.toBe(example.path);
    for (const scope of ['read', 'write'] as const) {
      for (const workspaceId of [undefined, workspace.id]) {
        const { secret } = await keys.create(cast.member, {
          name: `${scope} ${workspaceId ?? 'all'}`,
          scope,
          ...(workspaceId && { workspaceId }),
        });
        const response = await scene.calls.inject(keys.asKey(cast.member, secret), 'GET', own);
        expect(response.statusCode, `${scope} key, ${workspaceId ?? 'all'}`).toBe(200);
      }
    }

    // What the README promises a key restricted to one workspace: 404 elsewhere, 403 across.
    const { secret } = await keys.create(cast.member, {
      name: 'restricted',
      scope: 'write',
      workspaceId: workspace.id,
    });
    const restricted = keys.asKey(cast.member, secret);
    const elsewhere = example.path.replace(example.sampleWorkspace, other.url);
    expect(readme).toContain('answer 404, as for someone outside them');
    expect((await scene.calls.inject(restricted, 'GET', elsewhere)).statusCode).toBe(404);
    expect(readme).toContain(
      'such as the list of workspaces, notifications or the dashboard\n(403)',
    );
    for (const url of ['/api/workspaces', '/api/notifications', '/api/me/dashboard']) {
      expect((await scene.calls.inject(restricted, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});
