import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ERROR_CODES } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '../test/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name?: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string }>;
}
type OpenApiDocument = {
  openapi: string;
  servers: { url: string }[];
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
  paths: Record<string, Record<string, Operation>>;
};

const BEARER = [{ bearerAuth: [] }];

/** A built web app, so the SPA's fallback is there to swallow what it should not. */
const webRoot = mkdtempSync(join(tmpdir(), 'tb-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root">teamboard spa</div>');

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({ webRoot });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t.close();
});

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('offers a bearer token and asks for it on the signed-in routes only', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components.securitySchemes.bearerAuth?.description).toContain('tb_');
    expect(document.paths['/api/me']?.get?.security).toEqual(BEARER);
    expect(document.paths['/api/workspaces']?.post?.security).toEqual(BEARER);
    for (const [path, method] of [
      ['/auth/login', 'post'],
      ['/auth/register', 'post'],
      ['/health', 'get'],
      ['/api/public/forms/{slug}', 'get'],
      ['/api/notifications/unsubscribe', 'post'],
      ['/api/workspace-exports/{exportId}/download', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([]);
    }
  });

  it('marks exactly the operations that turn a signed-out caller away', async () => {
    // Validation answers before the sign-in check: only calls with nothing to validate but an
    // id in the path show by their status whether a sign-in is asked.
    const needNoInput = operations().filter(
      ({ operation }) =>
        !operation.requestBody &&
        !operation.parameters?.some((parameter) => parameter.in === 'query' && parameter.required),
    );
    expect(needNoInput.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { method, path, operation } of needNoInput) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
      const turnedAway = response.statusCode === 401;
      if (turnedAway !== (operation.security?.length === 1))
        wrong.push(`${method} ${path} answered ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('each operation', () => {
  it('has a unique camelCase operationId, a summary and a tag', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const missing = operations().filter(({ operation }) => !operation.summary || !operation.tags);
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(document.paths['/api/tasks/move']?.post?.operationId).toBe('moveTask');
    expect(document.paths['/api/boards/{id}/tasks']?.get?.operationId).toBe('listBoardTasks');
  });

  it('answers its errors with the one error body, derived from what the route declares', () => {
    const { responses, schemas } = document.components;
    for (const [name, response] of Object.entries(responses)) {
      expect(response.content['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    expect(schemas.ApiError?.properties?.code?.enum).toEqual(Object.values(ERROR_CODES));
    const errorsOf = (path: string, method: string) =>
      Object.fromEntries(
        Object.entries(document.paths[path]?.[method]?.responses ?? {})
          .filter(([status]) => Number(status) >= 400)
          .map(([status, { $ref }]) => [status, $ref?.replace('#/components/responses/', '')]),
      );
    // A task's change: validated, signed in, gated by the board (archived: 409), rate-limited.
    expect(errorsOf('/api/tasks/{id}', 'put')).toEqual({
      400: 'BadRequest',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'NotFound',
      409: 'Conflict',
      413: 'PayloadTooLarge',
      415: 'UnsupportedMediaType',
      429: 'TooManyRequests',
      500: 'InternalError',
    });
    // A read of the same task: no body, and an archived board is still read.
    expect(Object.keys(errorsOf('/api/tasks/{id}', 'get'))).toEqual([
      '400',
      '401',
      '403',
      '404',
      '429',
      '500',
    ]);
    // A public form: no credential, but the form may be closed (declared by its route).
    expect(Object.keys(errorsOf('/api/public/forms/{slug}', 'get'))).toEqual([
      '400',
      '404',
      '410',
      '500',
    ]);
    // Its own answer when the database is down, beside the 500 every route may give.
    expect(Object.keys(errorsOf('/health', 'get'))).toEqual(['500', '503']);
  });

  it('offers an Idempotency-Key on the creates that take one, with its 409 and 422', () => {
    const create = document.paths['/api/tasks']?.post;
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false }),
    );
    expect(create?.responses['422']).toEqual({
      $ref: '#/components/responses/IdempotencyKeyReused',
    });
    expect(create?.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    const move = document.paths['/api/tasks/move']?.post;
    expect(move?.parameters?.some((each) => each.name === 'Idempotency-Key') ?? false).toBe(false);
    expect(move?.responses['422']).toBeUndefined();
  });

  it("names the app's own address as its server", () => {
    expect(document.servers).toEqual([{ url: TEST_APP_URL, description: 'This server' }]);
  });
});

describe('GET /api/docs', () => {
  it('answers the interactive documentation, every script and style from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('teamboard spa');
    const urls = [...page.body.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="([^"]+)"/g)].map(
      ([, url = '']) => url,
    );
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/api\/docs\//);
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
    }
    const documented = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(documented.json()).toEqual(document);
  });

  it("keeps the app's policy, adding only data: images (Swagger UI's icons)", async () => {
    const policyOf = async (url: string) =>
      String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
    const app = await policyOf('/health');
    const docs = await policyOf('/api/docs');
    expect(app).not.toContain('data:');
    expect(docs).toBe(app.replace(/img-src ([^;]*)/, 'img-src $1 data:'));
    expect(await policyOf('/api/docs/static/swagger-ui.css')).toBe(docs);
  });
});
