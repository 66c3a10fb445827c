import {
  IMPORT_ERRORS_SHOWN,
  JIRA_IMPORT_MAX_ISSUES,
  JIRA_IMPORT_PROBLEMS_LISTED,
  type JiraImport,
} from '@teamboard/shared/jira-import';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jiraImportRows, jiraImports } from '../../db/schema/index';
import { useBoardScene } from '../../test/board-scene';
import { bearer } from '../../test/factories';
import { watchHealth } from '../../test/health-watch';
import { importCalls, multipartFile } from '../../test/import-calls';
import { HOUR } from '../../test/test-clock';
import { JIRA_IMPORT_JOB } from './jira-import.job';

const scene = useBoardScene();
let url: string;

beforeAll(async () => {
  url = await scene.t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Jira's search answer with `n` empty issues: `{"issues":[{},{},…]}`. */
const emptyIssuesJson = (n: number) => `{"issues":[${'{},'.repeat(n - 1)}{}]}`;
/** A Jira CSV with `n` rows that have a summary and no key: none can be read. */
const keylessCsv = (n: number) => `Summary,Issue key\r\n${'?,\r\n'.repeat(n)}`;

const hostile: [string, string, (n: number) => string][] = [
  ['JSON', 'search.json', emptyIssuesJson],
  ['CSV', 'export.csv', keylessCsv],
];

interface Uploaded {
  status: number;
  body: { message?: string; import?: JiraImport };
  ms: number;
}

/** Uploads a file over real HTTP, as a browser would, timing the answer. */
async function upload(boardId: string, fileName: string, content: string): Promise<Uploaded> {
  const { payload, headers } = multipartFile(fileName, content);
  const started = performance.now();
  const response = await fetch(`${url}/api/boards/${boardId}/imports/jira`, {
    method: 'POST',
    body: new Uint8Array(payload),
    headers: { ...headers, ...bearer(scene.cast.member) },
  });
  const body = (await response.json()) as Uploaded['body'];
  return { status: response.status, body, ms: performance.now() - started };
}

/** Imports and import rows kept, all boards together. */
async function kept(): Promise<number[]> {
  const { db } = scene.t.app.ctx;
  const [imports] = await db.select({ n: count() }).from(jiraImports);
  const [rows] = await db.select({ n: count() }).from(jiraImportRows);
  return [imports?.n ?? 0, rows?.n ?? 0];
}

describe('an upload of more issues than an import takes', () => {
  it.each(hostile)(
    'refuses a %s file of a million empty issues with 400 at once, keeps nothing, /health answering',
    async (_format, fileName, file) => {
      const board = await scene.calls.newBoard('Hostile');
      const content = file(1_000_001);
      expect(content.length).toBeLessThan(5 * 1024 * 1024);
      const before = await kept();
      const stop = watchHealth(url);
      const answer = await upload(board.id, fileName, content);
      const health = await stop();
      expect(answer.status, answer.body.message).toBe(400);
      expect(answer.body.message).toBe(
        'The file has more than 50,000 issues, more than one import takes: export fewer issues at a time (a project or a date range per file) and import each file',
      );
      expect(answer.ms).toBeLessThan(5_000);
      expect(health.answered).toBeGreaterThan(0);
      expect(health.silence).toBeLessThan(2_000);
      expect(await kept()).toEqual(before);
      // The refused upload's connection is free again, and a file that is fine goes through.
      expect((await upload(board.id, fileName, file(1))).status).toBe(201);
    },
    60_000,
  );

  it.each(hostile)(
    'takes a %s file of exactly the cap, listing the first rows it cannot read and counting the rest',
    async (format, fileName, file) => {
      const board = await scene.calls.newBoard('At the cap');
      const answer = await upload(board.id, fileName, file(JIRA_IMPORT_MAX_ISSUES));
      expect(answer.status, answer.body.message).toBe(201);
      const jiraImport = answer.body.import!;
      expect(jiraImport).toMatchObject({ total: 50_000, done: 50_000, failed: 50_000 });
      expect(jiraImport.errors).toHaveLength(IMPORT_ERRORS_SHOWN);
      const { db } = scene.t.app.ctx;
      const [rows] = await db
        .select({ n: count() })
        .from(jiraImportRows)
        .where(eq(jiraImportRows.importId, jiraImport._id));
      expect(rows?.n).toBe(JIRA_IMPORT_PROBLEMS_LISTED + 1);
      const errors = await importCalls(scene.t, scene.cast.member).call(
        'GET',
        `/api/imports/${jiraImport._id}/errors`,
      );
      const lines = errors.body.trim().split(/\r?\n/);
      expect(lines).toHaveLength(1 + JIRA_IMPORT_PROBLEMS_LISTED + 1);
      // A CSV's rows are the spreadsheet's (its header is row 1); a JSON's count from 1.
      const firstUnlisted = format === 'CSV' ? '1,002' : '1,001';
      expect(lines.at(-1)).toContain(
        `49,000 more rows from row ${firstUnlisted} on could not be read either (not listed one by one)`,
      );
    },
    60_000,
  );
});

describe('an upload of many issues', () => {
  it('keeps 50,000 readable issues a batch at a time while /health keeps answering', async () => {
    const board = await scene.calls.newBoard('Large');
    const issues = Array.from(
      { length: JIRA_IMPORT_MAX_ISSUES },
      (_, i) => `{"key":"BIG-${String(i + 1)}","fields":{"summary":"Issue ${String(i + 1)}"}}`,
    );
    const stop = watchHealth(url);
    const answer = await upload(board.id, 'search.json', `{"issues":[${issues.join(',')}]}`);
    const health = await stop();
    expect(answer.status, answer.body.message).toBe(201);
    expect(answer.body.import).toMatchObject({ total: 50_000, failed: 0 });
    expect(health.answered).toBeGreaterThan(5);
    expect(health.silence).toBeLessThan(2_000);
  }, 120_000);

  it('is seen by nobody while it is being stored, and one a dead process left is removed', async () => {
    const board = await scene.calls.newBoard('Half-stored');
    const imports = importCalls(scene.t, scene.cast.member);
    const { db, clock } = scene.t.app.ctx;
    const storing = async (createdAt: Date) => {
      const { _id } = await imports.uploaded(board.id, emptyIssuesJson(1));
      await db
        .update(jiraImports)
        .set({ status: 'storing', createdAt })
        .where(eq(jiraImports.id, _id));
      return _id;
    };
    await storing(new Date(clock.now().getTime() - 2 * HOUR));
    const current = await storing(clock.now());
    const listed = await imports.call('GET', `/api/boards/${board.id}/imports`);
    expect(listed.json()).toEqual({ imports: [] });
    expect((await imports.call('GET', `/api/imports/${current}`)).statusCode).toBe(404);
    expect((await imports.call('POST', `/api/imports/${current}/start`)).statusCode).toBe(404);
    await scene.t.app.ctx.jobs.kick(JIRA_IMPORT_JOB);
    const left = await db
      .select({ id: jiraImports.id })
      .from(jiraImports)
      .where(eq(jiraImports.boardId, board.id));
    expect(left.map((row) => row.id)).toEqual([current]);
  });
});
