import type { FastifyReply } from 'fastify';
import { chooseEncoding, CompressedJsonMemo } from './compressed-json';

/**
 * From this length a text is worth compressing once and keeping (a board's task list); shorter
 * ones (a moved task, the changes since a version) are compressed on the way out by
 * @fastify/compress, like every other answer.
 */
const MEMO_MIN_CHARS = 64 * 1024;
/**
 * The texts kept with their compressed copies: about six lists of 5,000 cards (3 MB each). A
 * current list is the board cache's own string; what this holds besides are lists replaced by
 * a change, until newer ones push them out.
 */
const memo = new CompressedJsonMemo(20 * 1024 * 1024);

/**
 * Sends JSON text PostgreSQL already wrote (a board's task list, a moved task) as it is: Fastify
 * sends a string with a JSON content type untouched, so the route's response schema neither
 * parses nor strips it. The SQL that writes it must produce exactly that schema's shape (the
 * Task JSON is checked against it in tests). A large text goes out compressed when the client
 * accepts it, from a copy kept while the text stays the same.
 */
export async function sendPrebuiltJson(reply: FastifyReply, json: string): Promise<FastifyReply> {
  void reply.type('application/json');
  if (json.length < MEMO_MIN_CHARS) return reply.send(json);
  addVary(reply, 'Accept-Encoding');
  const encoding = chooseEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(json);
  const body = await memo.compressed(json, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  void reply.header('vary', typeof current === 'string' ? `${current}, ${field}` : field);
}
