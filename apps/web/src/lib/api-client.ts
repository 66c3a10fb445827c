import { apiErrorSchema, sessionSchema, SOCKET_ID_HEADER } from '@teamboard/shared';
import { ApiError, SessionExpiredError } from './api-error';
import { useSessionStore } from './session-store';
import { readStoredSession } from './session-storage';

/** Anything with a zod-like `parse`: every response is checked against its shared schema. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

/** The schema of an answer with no body (204). */
export const noContent: ResponseSchema<void> = { parse: () => undefined };

/** The schema of an answer asked for with `accept`: its text as it came. */
export const textBody: ResponseSchema<string> = { parse: (data) => String(data) };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  /** JSON body (not for GET). */
  body?: unknown;
  /**
   * A raw body sent as is (a file upload), wins over `body`: a Blob with its own Content-Type,
   * or a FormData, for which the browser writes the multipart Content-Type and boundary.
   */
  rawBody?: Blob | FormData;
  /** Query string parameters (GET). */
  query?: QueryParams;
  /** Send the Bearer token and cure a 401 with a token refresh. Default true. */
  auth?: boolean;
  /** With `auth`, answer a 401 with one refresh and retry. Default true. */
  refreshOnUnauthorized?: boolean;
  /**
   * A media type other than JSON to ask for (a CSV download): a success's body then reaches the
   * schema as text; an error's is still read as JSON.
   */
  accept?: string;
  signal?: AbortSignal;
}

interface SendOptions extends RequestOptions {
  token: string | null;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Called after a failed refresh has cleared the session (the app toasts and goes to /login). */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

let socketIdOf: () => string | null = () => null;

/**
 * The realtime module hands over how to read this tab's socket id (null when not connected):
 * writes carry it as X-Socket-Id, so the server's echo of the change is skipped by this tab only.
 */
export function provideSocketId(getter: () => string | null): void {
  socketIdOf = getter;
}

/** This tab's socket id, for a write sent outside this client (an upload with progress). */
export function currentSocketId(): string | null {
  return socketIdOf();
}

function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A response's JSON, or undefined when it has none (or it is not JSON). */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An error answer's body as the ApiError it stands for. */
export function toApiError(status: number, payload: unknown): ApiError {
  const body = apiErrorSchema.partial().safeParse(payload);
  if (!body.success) return new ApiError(status, 'HTTP_ERROR', '');
  return new ApiError(
    status,
    body.data.code ?? 'HTTP_ERROR',
    body.data.message ?? '',
    body.data.details,
  );
}

/** How a success's body becomes the caller's answer. */
type ReadBody<T> = (response: Response) => Promise<T>;

/** Reads a success's body as JSON (as text with `accept`) and checks it against `schema`. */
function readBy<T>(
  schema: ResponseSchema<T>,
  accept: string | undefined,
  call: string,
): ReadBody<T> {
  return async (response) => {
    const text = await response.text();
    try {
      return schema.parse(accept ? text : parseJson(text));
    } catch (error) {
      console.error(`Unexpected response shape from ${call}`, error);
      throw new ApiError(response.status, 'INVALID_RESPONSE', '');
    }
  };
}

/**
 * One HTTP exchange, no retry: a success's body read by `read`, an error answer as its ApiError.
 * Network failures reject with the transport's own error.
 */
async function send<T>(
  method: HttpMethod,
  path: string,
  read: ReadBody<T>,
  options: SendOptions,
): Promise<T> {
  const headers = new Headers({ Accept: options.accept ?? 'application/json' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const socketId = method === 'GET' ? null : socketIdOf();
  if (socketId) headers.set(SOCKET_ID_HEADER, socketId);

  const init: RequestInit = { method, headers };
  if (options.rawBody) {
    if (options.rawBody instanceof Blob) {
      headers.set('Content-Type', options.rawBody.type || 'application/octet-stream');
    }
    init.body = options.rawBody;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(withQuery(path, options.query), init);
  if (!response.ok) throw toApiError(response.status, parseJson(await response.text()));
  return read(response);
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Trades the stored refresh token for a new session and stores it. Concurrent callers share one
 * request. Rejects with an ApiError when the server refuses (or no refresh token exists), with
 * the transport error when the server cannot be reached.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Refresh tokens are single use and a replayed one signs the user out everywhere, so tabs must
 * not race: refreshes run one at a time across tabs (Web Locks), and a tab first adopts a
 * session another tab already renewed instead of spending its own, now stale, refresh token.
 */
async function performRefresh(): Promise<string> {
  const staleAccessToken = useSessionStore.getState().accessToken;
  return withCrossTabLock(async () => {
    const stored = readStoredSession();
    if (
      stored.accessToken &&
      stored.refreshToken &&
      stored.user &&
      stored.accessToken !== staleAccessToken
    ) {
      useSessionStore.getState().setSession({
        user: stored.user,
        access_token: stored.accessToken,
        refresh_token: stored.refreshToken,
      });
      return stored.accessToken;
    }
    const refreshToken = stored.refreshToken ?? useSessionStore.getState().refreshToken;
    if (!refreshToken) throw new ApiError(401, 'NO_REFRESH_TOKEN', '');
    const read = readBy(sessionSchema, undefined, 'POST /auth/refresh');
    const session = await send('POST', '/auth/refresh', read, {
      body: { refresh_token: refreshToken },
      token: null,
    });
    useSessionStore.getState().setSession(session);
    return session.access_token;
  });
}

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  // Older browsers (and jsdom) have no Web Locks: the in-tab single flight still holds.
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return navigator.locks.request('teamboard-auth-refresh', task);
}

function expireSession(): void {
  const state = useSessionStore.getState();
  // Several requests may fail together: clear and notify once.
  if (state.accessToken === null && state.refreshToken === null) return;
  state.clearSession('expired');
  for (const listener of sessionExpiredListeners) listener();
}

/**
 * After a 401 on `staleToken`: a token another request already renewed, or a fresh one. A
 * refused refresh ends the session; also used when the realtime handshake is
 * refused.
 */
export async function renewedToken(staleToken: string): Promise<string> {
  const current = useSessionStore.getState().accessToken;
  if (current && current !== staleToken) return current;
  try {
    return await refreshAccessToken();
  } catch (error) {
    // Server unreachable: keep the session, report the transport failure.
    if (!(error instanceof ApiError)) throw error;
    expireSession();
    throw new SessionExpiredError();
  }
}

/** `send` with the session's token; a 401 is cured with one token refresh and a retry. */
async function withSession<T>(
  method: HttpMethod,
  path: string,
  read: ReadBody<T>,
  options: RequestOptions,
): Promise<T> {
  const token = (options.auth ?? true) ? useSessionStore.getState().accessToken : null;
  try {
    return await send(method, path, read, { ...options, token });
  } catch (error) {
    const refresh = options.refreshOnUnauthorized ?? true;
    if (!(error instanceof ApiError) || error.status !== 401 || !token || !refresh) throw error;
    const fresh = await renewedToken(token);
    return send(method, path, read, { ...options, token: fresh });
  }
}

function request<T>(
  method: HttpMethod,
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return withSession(method, path, readBy(schema, options.accept, `${method} ${path}`), options);
}

/** The typed HTTP client: same-origin JSON calls, responses checked against shared schemas. */
export const api = {
  get: <T>(path: string, schema: ResponseSchema<T>, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, body }),
  put: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, options?: RequestOptions) =>
    request('PUT', path, schema, { ...options, body }),
  patch: <T>(path: string, schema: ResponseSchema<T>, body?: unknown, options?: RequestOptions) =>
    request('PATCH', path, schema, { ...options, body }),
  delete: <T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
  /**
   * Sends `file` as the raw request body with the file's own Content-Type (e.g. a logo), or a
   * form of files as multipart/form-data.
   */
  upload: <T>(
    method: 'POST' | 'PUT',
    path: string,
    schema: ResponseSchema<T>,
    file: Blob | FormData,
    options?: Omit<RequestOptions, 'body' | 'rawBody'>,
  ) => request(method, path, schema, { ...options, rawBody: file }),
  /** A file's bytes as they came (an attachment); an error answer is still an ApiError. */
  blob: (path: string, options?: Pick<RequestOptions, 'signal'>) =>
    withSession('GET', path, (response) => response.blob(), { ...options, accept: '*/*' }),
};
