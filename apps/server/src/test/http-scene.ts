import { request } from 'node:http';
import pg from 'pg';

/**
 * A scene made over real HTTP, for tests of running server processes (several of them, or
 * behind a proxy): an account signed up through the API (its verification link read from the
 * outbox), with a workspace, a board and tasks.
 */
export interface HttpScene {
  token: string;
  email: string;
  workspaceId: string;
  boardId: string;
  columns: string[];
  tasks: string[];
}

/** One API call; throws on any answer but a 2xx, with its status and body. */
export async function callApi<T>(
  url: string,
  path: string,
  token: string | null,
  body?: object,
  method = body ? 'POST' : 'GET',
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A POST from another loopback address (any of 127.0.0.0/8 reaches the server): the sign-up
 * limits count per client address in Redis, across test runs, so each scene signs up from
 * an address of its own.
 */
function postFrom<T>(localAddress: string, url: string, path: string, body: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}${path}`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const ok = (response.statusCode ?? 0) < 300;
          if (ok) resolve(JSON.parse(text) as T);
          else reject(new Error(`${path}: ${response.statusCode} ${text}`));
        });
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

/** A loopback address other than 127.0.0.1, picked at random. */
const someLoopbackAddress = () =>
  `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${2 + Math.floor(Math.random() * 253)}`;

/** The password of every account signedUpThrough makes. */
export const SCENE_PASSWORD = 'a long password 1';

/**
 * A new verified account (through `url`): its tokens, email address and id. It signs up
 * from a loopback address of its own: the sign-up limits count per address, in Redis across
 * test runs.
 */
export async function signedUpThrough(
  url: string,
  databaseUrl: string,
): Promise<{ token: string; refreshToken: string; email: string; userId: string }> {
  const email = `http-scene-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const account = { name: 'Http Scene', email, password: SCENE_PASSWORD };
  const from = someLoopbackAddress();
  await postFrom(from, url, '/auth/register', account);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const outbox = await client
    .query<{ text_body: string }>('select text_body from email_outbox where to_address = $1', [
      email,
    ])
    .finally(() => client.end());
  const token = /signup\/verify\/([A-Za-z0-9_-]+)/.exec(outbox.rows[0]?.text_body ?? '')?.[1];
  const verified = await postFrom<{
    access_token: string;
    refresh_token: string;
    user: { _id: string };
  }>(from, url, `/auth/verify-email/${token ?? ''}`, {});
  return {
    token: verified.access_token,
    refreshToken: verified.refresh_token,
    email,
    userId: verified.user._id,
  };
}

/** A signed-up owner with a workspace, a board and `taskCount` tasks in its first column. */
export async function httpScene(
  url: string,
  databaseUrl: string,
  taskCount: number,
): Promise<HttpScene> {
  const { token, email } = await signedUpThrough(url, databaseUrl);
  const { workspace } = await callApi<{ workspace: { _id: string } }>(
    url,
    '/api/workspaces',
    token,
    { name: 'Http Scene', url: `http-scene-${Date.now()}` },
  );
  const { board } = await callApi<{ board: { _id: string } }>(url, '/api/boards', token, {
    workspaceId: workspace._id,
    title: 'Over HTTP',
  });
  const { columns } = await callApi<{ columns: { _id: string }[] }>(
    url,
    `/api/boards/${board._id}/columns`,
    token,
  );
  const tasks: string[] = [];
  for (let index = 0; index < taskCount; index += 1) {
    const { task } = await callApi<{ task: { _id: string } }>(url, '/api/tasks', token, {
      boardId: board._id,
      columnId: columns[0]?._id,
      fields: { title: `Task ${index + 1}` },
    });
    tasks.push(task._id);
  }
  return {
    token,
    email,
    workspaceId: workspace._id,
    boardId: board._id,
    columns: columns.map((column) => column._id),
    tasks,
  };
}
