import { SESSION_EXPIRED_MESSAGE, userResponseSchema } from '@teamboard/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession, buildUser, storeSession } from '../test/fixtures';
import { json, mockFetch } from '../test/fetch-mock';
import { api, onSessionExpired, textBody } from './api-client';
import { ApiError, SessionExpiredError } from './api-error';
import { resetSessionStore, useSessionStore } from './session-store';

const user = buildUser();

beforeEach(() => {
  storeSession(buildSession(user, 'old'));
  resetSessionStore();
});

describe('api client', () => {
  it('sends the Bearer token and a JSON body, and checks the response', async () => {
    const network = mockFetch({ 'PUT /api/me': () => json(200, { user }) });

    const result = await api.put('/api/me', userResponseSchema, { name: 'Ada' });

    expect(result.user.email).toBe('ada@example.com');
    const [request] = network.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer access-old');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ name: 'Ada' });
  });

  it('uploads a file as the raw body with its own type, and refreshes on a 401 like any call', async () => {
    let attempts = 0;
    const network = mockFetch({
      'PUT /api/files': () =>
        ++attempts === 1
          ? json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' })
          : json(200, { user }),
      'POST /auth/refresh': () => json(200, buildSession(user, 'new')),
    });
    const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });

    const result = await api.upload('PUT', '/api/files', userResponseSchema, file);

    expect(result.user.email).toBe('ada@example.com');
    const [first, , retry] = network.requests;
    expect(first?.headers.get('Content-Type')).toBe('image/png');
    expect(first?.body).toBe(file);
    expect(retry?.headers.get('Authorization')).toBe('Bearer access-new');
    expect(retry?.body).toBe(file);
  });

  it('hands a text answer (a CSV) to the schema as text, and an error still as an ApiError', async () => {
    let attempts = 0;
    const network = mockFetch({
      'GET /api/report': () =>
        ++attempts === 1
          ? new Response('a,b\r\n1,2', { headers: { 'Content-Type': 'text/csv' } })
          : json(404, { message: 'Workspace not found', code: 'NOT_FOUND' }),
    });
    const options = { accept: 'text/csv', query: { format: 'csv' } };

    const csv = await api.get('/api/report', textBody, options);

    expect(csv).toBe('a,b\r\n1,2');
    expect(network.requests[0]?.headers.get('Accept')).toBe('text/csv');
    const error = await api.get('/api/report', textBody, options).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Workspace not found' });
  });

  it('answers a file as a Blob, refreshing on a 401 like any call, and an error as an ApiError', async () => {
    let attempts = 0;
    const network = mockFetch({
      'GET /api/files/logo': () =>
        ++attempts === 1
          ? json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' })
          : attempts === 2
            ? new Response('png-bytes', { headers: { 'Content-Type': 'image/png' } })
            : json(404, { message: 'Attachment not found', code: 'NOT_FOUND' }),
      'POST /auth/refresh': () => json(200, buildSession(user, 'new')),
    });

    const file = await api.blob('/api/files/logo');

    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('png-bytes');
    const [first, , retry] = network.requests;
    expect(first?.headers.get('Authorization')).toBe('Bearer access-old');
    expect(retry?.headers.get('Authorization')).toBe('Bearer access-new');
    expect(retry?.headers.get('Accept')).toBe('*/*');
    const error = await api.blob('/api/files/logo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Attachment not found',
    });
  });

  it('turns an error body into an ApiError with status, code, message and field errors', async () => {
    mockFetch({
      'PUT /api/me': () =>
        json(400, {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'username', message: 'Too short' }],
        }),
    });

    const error = await api.put('/api/me', userResponseSchema, {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
    });
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'username', message: 'Too short' }]);
  });

  it('answers concurrent 401s with one refresh, stores the new session and retries each once', async () => {
    const fresh = buildSession(buildUser({ name: 'Ada Fresh' }), 'new');
    let releaseRefresh: () => void = () => undefined;
    const network = mockFetch({
      'GET /api/me': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-new'
          ? json(200, { user: fresh.user })
          : json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'POST /auth/refresh': () =>
        new Promise((resolve) => {
          releaseRefresh = () => resolve(json(200, fresh));
        }),
    });

    const first = api.get('/api/me', userResponseSchema);
    const second = api.get('/api/me', userResponseSchema);
    await vi.waitFor(() => expect(network.calls('POST /auth/refresh')).toHaveLength(1));
    releaseRefresh();
    const results = await Promise.all([first, second]);

    expect(results.map((r) => r.user.name)).toEqual(['Ada Fresh', 'Ada Fresh']);
    expect(network.calls('POST /auth/refresh')).toHaveLength(1);
    expect(network.calls('POST /auth/refresh')[0]?.body).toEqual({ refresh_token: 'refresh-old' });
    expect(network.calls('GET /api/me')).toHaveLength(4);
    expect(localStorage.getItem('auth_token')).toBe('access-new');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-new');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ada Fresh' });
  });

  it('clears the session and reports expiry once when the refresh is refused', async () => {
    localStorage.setItem('intendedRoute', '/account/profile');
    resetSessionStore();
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const network = mockFetch({
      'GET /api/me': () => json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'POST /auth/refresh': () => json(401, { message: 'Invalid token', code: 'INVALID_TOKEN' }),
    });

    const results = await Promise.allSettled([
      api.get('/api/me', userResponseSchema),
      api.get('/api/me', userResponseSchema),
    ]);
    unsubscribe();

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = result.status === 'rejected' ? (result.reason as unknown) : null;
      expect(reason).toBeInstanceOf(SessionExpiredError);
      expect((reason as Error).message).toBe(SESSION_EXPIRED_MESSAGE);
    }
    expect(network.calls('POST /auth/refresh')).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    for (const key of ['auth_token', 'refresh_token', 'user', 'intendedRoute']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(useSessionStore.getState()).toMatchObject({
      status: 'unauthenticated',
      user: null,
      endReason: 'expired',
    });
  });

  it('does not refresh for calls made without the token (a failed login)', async () => {
    const network = mockFetch({
      'POST /auth/login': () =>
        json(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    });

    const error = await api
      .post('/auth/login', userResponseSchema, { email: 'a@b.co', password: 'x' }, { auth: false })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(network.requests).toHaveLength(1);
    expect(network.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem('auth_token')).toBe('access-old');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    mockFetch({
      'GET /api/me': () => json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }),
      'POST /auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const error = await api.get('/api/me', userResponseSchema).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TypeError);
    expect(localStorage.getItem('auth_token')).toBe('access-old');
  });

  it('adopts a session another tab already renewed instead of spending a stale refresh token', async () => {
    const renewedElsewhere = buildSession(buildUser({ name: 'Ada Other Tab' }), 'other-tab');
    storeSession(renewedElsewhere);
    const network = mockFetch({
      'GET /api/me': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-other-tab'
          ? json(200, { user: renewedElsewhere.user })
          : json(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }),
    });

    const result = await api.get('/api/me', userResponseSchema);

    expect(result.user.name).toBe('Ada Other Tab');
    expect(network.requests.map((request) => request.path)).toEqual(['/api/me', '/api/me']);
    expect(useSessionStore.getState().refreshToken).toBe(renewedElsewhere.refresh_token);
  });
});
