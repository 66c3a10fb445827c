import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../../http/rate-limits';
import { userBudget, type UserBudget } from '../../http/user-budget';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route preHandler counting one chat write (a message sent, a reaction, a deletion)
     * against its user's chat budget; 429 past it. Runs after `authenticate`.
     */
    limitChatWrites: UserBudget;
  }
}

/**
 * One budget of chat writes per signed-in user, as the sockets have for their events: above
 * what the fastest typist sends, low enough that a script cannot flood a conversation. It also
 * holds for requests made with an API key, whose own budget would let ten messages a second
 * through. Marking a chat read is not counted: an open chat marks each message as it arrives,
 * so a busy conversation would spend the reader's budget.
 */
export function registerChatWriteLimit(app: FastifyInstance, limit: RateLimit): void {
  app.decorate('limitChatWrites', userBudget(app, 'chat-writes', limit));
}
