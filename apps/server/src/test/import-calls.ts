import { randomBytes } from 'node:crypto';
import type { ImportMapping, JiraImport } from '@teamboard/shared/jira-import';
import { expect } from 'vitest';
import { bearer } from './factories';
import type { TestApp } from './test-app';
import type { Account } from './workspace-fixture';

/** A multipart/form-data body holding one file, as a browser sends an upload. */
export function multipartFile(fileName: string, content: string | Buffer, type = 'text/csv') {
  const boundary = `----teamboard${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Import calls for API tests, as `admin` unless told otherwise. Setup calls throw with the
 * body when refused, so a test can never start wrong.
 */
export function importCalls(t: TestApp, admin: Account) {
  const upload = (
    boardId: string,
    content: string | Buffer,
    fileName = 'jira.csv',
    account = admin,
  ) => {
    const { payload, headers } = multipartFile(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/boards/${boardId}/imports/jira`,
      payload,
      headers: { ...headers, ...bearer(account) },
    });
  };
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    account: Account | null = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: account ? bearer(account) : {},
      ...(payload ? { payload } : {}),
    });

  async function uploaded(boardId: string, content: string): Promise<JiraImport> {
    const response = await upload(boardId, content);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<{ import: JiraImport }>().import;
  }

  async function started(jiraImport: JiraImport, mapping?: ImportMapping): Promise<JiraImport> {
    if (mapping) {
      const saved = await call('PUT', `/api/imports/${jiraImport._id}/mapping`, mapping);
      if (saved.statusCode !== 200) throw new Error(`${saved.statusCode}: ${saved.body}`);
    }
    const response = await call('POST', `/api/imports/${jiraImport._id}/start`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<{ import: JiraImport }>().import;
  }

  async function current(id: string): Promise<JiraImport> {
    return (await call('GET', `/api/imports/${id}`)).json<{ import: JiraImport }>().import;
  }

  /** The import once the server's worker has finished it (polled; the worker runs on its own). */
  async function finished(id: string): Promise<JiraImport> {
    await expect
      .poll(async () => (await current(id)).status, { timeout: 20_000, interval: 50 })
      .not.toBe('running');
    return current(id);
  }

  return { upload, call, uploaded, started, current, finished };
}
