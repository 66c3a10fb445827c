import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text PostgreSQL already wrote (a board's task list, a moved task) as it is: Fastify
 * sends a string with a JSON content type untouched, so the route's response schema neither
 * parses nor strips it. The SQL that writes it must produce exactly that schema's shape (the
 * Task JSON is checked against it in tests).
 */
export function sendPrebuiltJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}
