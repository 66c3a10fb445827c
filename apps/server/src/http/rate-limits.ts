/**
 * Per-client-address limits on the unauthenticated account endpoints. They are generous on
 * purpose: a whole office behind one address must never be locked out by normal use. The
 * tight limits are per account (see modules/auth/throttle-rules.ts).
 */
export interface IpRateLimits {
  login: RateLimit;
  register: RateLimit;
  emailRequest: RateLimit;
  linkToken: RateLimit;
  refresh: RateLimit;
}

export interface RateLimit {
  max: number;
  timeWindow: string;
}

export const DEFAULT_IP_RATE_LIMITS: IpRateLimits = {
  login: { max: 300, timeWindow: '15 minutes' },
  register: { max: 30, timeWindow: '1 hour' },
  emailRequest: { max: 30, timeWindow: '15 minutes' },
  linkToken: { max: 60, timeWindow: '15 minutes' },
  refresh: { max: 1000, timeWindow: '15 minutes' },
};

/** Board writes per signed-in user, across every board write route (http/board-write-limit.ts). */
export const DEFAULT_BOARD_WRITE_LIMIT: RateLimit = { max: 600, timeWindow: '1 minute' };

/**
 * Writes per signed-in user, across every write route (http/write-limit.ts): twice the board-write
 * budget, so a user at that ceiling still has room for everything else.
 */
export const DEFAULT_WRITE_LIMIT: RateLimit = { max: 1200, timeWindow: '1 minute' };

/** Chat sends, reactions and deletes per signed-in user (modules/chats/chat-write-limit.ts). */
export const DEFAULT_CHAT_WRITE_LIMIT: RateLimit = { max: 60, timeWindow: '1 minute' };

/** Requests per personal API key, across every route (modules/api-keys/api-key-limit.ts). */
export const DEFAULT_API_KEY_LIMIT: RateLimit = { max: 600, timeWindow: '1 minute' };
