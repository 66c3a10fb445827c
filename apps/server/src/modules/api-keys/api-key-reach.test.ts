import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACROSS_WORKSPACES } from './api-key-admission';

/**
 * A key restricted to one workspace must reach nothing of the others. Routes naming a workspace
 * entity in their path are decided by that entity's gate; the rest must be classified here, so
 * a new personal route or a route taking its workspace from the body cannot slip through
 * unnoticed: it fails this test until it is put in ACROSS_WORKSPACES (refused to restricted
 * keys) or in one of the lists below.
 */

/** About the person alone: nothing of any workspace in the answer or the change. */
const PERSON_ONLY = new Set([
  '/api/me',
  '/api/me/password',
  '/api/me/email',
  '/api/me/sessions',
  '/api/me/sessions/:id',
  '/api/me/sessions/sign-out-others',
  '/api/me/two-factor',
  '/api/me/two-factor/setup',
  '/api/me/two-factor/enable',
  '/api/me/two-factor/recovery-codes',
  '/api/me/two-factor/disable',
  '/api/me/integrations',
  '/api/me/integrations/google/start',
  '/api/me/integrations/google',
  '/api/me/activities',
  '/api/me/api-keys',
  '/api/me/api-keys/:id',
  '/api/notifications/unsubscribe',
  '/api/billing/plans',
]);

/** Their workspace, board or task comes in the body or the query, and the gate reads it there. */
const GATED_BY_INPUT = new Set([
  '/api/folders',
  '/api/folders/reorder',
  '/api/boards',
  '/api/boards/reorder',
  '/api/boards/members',
  '/api/boards/member/change-role',
  '/api/boards/preferences',
  '/api/columns',
  '/api/columns/order',
  '/api/tasks',
  '/api/tasks/move',
  '/api/chats',
  '/api/chats/direct',
]);

const PERSONAL_PREFIXES = ['/api/me', '/api/notifications', '/api/billing'];

let t: TestApp;
let routes: string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const document = t.app.swagger() as { paths: Record<string, unknown> };
  routes = Object.keys(document.paths)
    .filter((path) => path.startsWith('/api/'))
    .map((path) => path.replace(/\{(\w+)\}/g, ':$1'));
});

afterAll(() => t.close());

function unclassified(route: string): boolean {
  if (ACROSS_WORKSPACES.has(route) || PERSON_ONLY.has(route)) return false;
  if (PERSONAL_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)))
    return true;
  return !route.includes('/:') && !GATED_BY_INPUT.has(route);
}

describe('what a workspace-restricted API key reaches', () => {
  it('has every personal route, and every route naming no entity, classified', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter(unclassified)).toEqual([]);
  });

  it('lists only routes that exist', () => {
    const known = new Set(routes);
    const lists = [...ACROSS_WORKSPACES, ...PERSON_ONLY, ...GATED_BY_INPUT];
    expect(lists.filter((route) => !known.has(route))).toEqual([]);
  });
});
