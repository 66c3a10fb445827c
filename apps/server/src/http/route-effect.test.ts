import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { routeWrites } from './route-effect';

const app = Fastify();
// A header, so HEAD (which has no body) says it too.
const answer = async (request: FastifyRequest, reply: FastifyReply) =>
  reply.header('x-writes', String(routeWrites(request))).send('');
app.get('/plain-read', answer);
app.post('/plain-write', answer);
app.get('/declared-write', { config: { effect: 'write' } }, answer);
app.post('/declared-read', { config: { effect: 'read' } }, answer);
afterAll(() => app.close());

describe('routeWrites', () => {
  it.each([
    ['GET', '/plain-read', false],
    ['HEAD', '/plain-read', false],
    ['POST', '/plain-write', true],
    ['GET', '/declared-write', true],
    ['HEAD', '/declared-write', true],
    ['POST', '/declared-read', false],
  ] as const)('%s %s writes: %s', async (method, url, writes) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-writes']).toBe(String(writes));
  });
});
