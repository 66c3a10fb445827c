import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; required?: boolean }[];
  requestBody?: unknown;
}
type OpenApiDocument = {
  openapi: string;
  components: { securitySchemes: Record<string, Record<string, string>> };
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
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toBeUndefined();
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
      if (turnedAway !== (operation.security !== undefined))
        wrong.push(`${method} ${path} answered ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
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
