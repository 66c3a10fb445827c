import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body parsed; any other body (a file) as sent. */
  body: unknown;
}

type Reply = Response | Promise<Response>;
export type Handler = (request: RecordedRequest) => Reply;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers for requests the app makes on its own on many pages (the sign-in providers on /login
 * and /signup, the workspace lists, the user's pending invitations, the projects and folders of
 * the projects page, the header's notifications); a test's own handlers replace them. They are
 * recorded like any other.
 */
const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /auth/providers': () => json(200, { google: false }),
  'GET /api/workspaces': () => json(200, { myWorkspaces: [], guestWorkspaces: [] }),
  'GET /api/me/invitations': () => json(200, { invitations: [] }),
  'GET /api/boards': () => json(200, { boards: [] }),
  'GET /api/folders': () => json(200, { folders: [] }),
  // The header's running timer: none.
  'GET /api/tasks/timers/active': () => json(200, { timer: null }),
  // The header's chat link: no chats.
  'GET /api/chats': () => json(200, { chats: [] }),
  'GET /api/notifications': () =>
    json(200, {
      notifications: [],
      meta: { total: 0, unread: 0, page: 1, limit: 20, totalPages: 1 },
      nextCursor: null,
    }),
};

/**
 * Replaces `fetch` (the network boundary) with handlers keyed "METHOD /path". Each request is
 * recorded; a request with no handler fails the test loudly.
 */
export function mockFetch(testHandlers: Record<string, Handler>) {
  const handlers = { ...DEFAULT_HANDLERS, ...testHandlers };
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests made to one "METHOD /path". */
    calls: (key: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
