/** Keys under which the web app keeps the auth session in local storage. */
export const STORAGE_KEYS = {
  accessToken: 'auth_token',
  refreshToken: 'refresh_token',
  user: 'user',
  intendedRoute: 'intendedRoute',
  theme: 'theme',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A sign-in lasts at most this long, however often its refresh token is rotated. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/**
 * A refresh token presented again this soon after its rotation is a second tab refreshing at the
 * same moment, not a thief: it gets a new pair instead of ending the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export const TEAM_SIZES = ['1', '2-5', '6-10', '11-25', '26-50', '51-200', '200+'] as const;

export const TOAST_DURATION_MS = 3000;

/** Tasks a board may hold: its whole list must always load, so it cannot grow without bound. */
export const MAX_TASKS_PER_BOARD = 50_000;
/**
 * The first cards of each column a board page asks for before the whole list (a screenful on the
 * tallest screens), and the most one may ask for.
 */
export const BOARD_HEAD_PER_COLUMN = 30;
export const BOARD_HEAD_MAX_PER_COLUMN = 100;
/** Characters of a task's description: of its text as a reader sees it, not of its markup. */
export const MAX_TASK_DESCRIPTION_LENGTH = 20_000;
/** Characters of a description's rich text as sent (HTML): its text's limit with room for markup. */
export const MAX_TASK_DESCRIPTION_HTML_LENGTH = 100_000;
/** Checklists per task and items per checklist: enough for any real list, bounded for the card's count. */
export const MAX_CHECKLISTS_PER_TASK = 20;
export const MAX_CHECKLIST_ITEMS = 200;

export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** Stable machine-readable codes carried in every error body as `code`. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  boardFull: 'BOARD_FULL',
  formClosed: 'FORM_CLOSED',
  /** The board is archived: read-only until it is restored. */
  boardArchived: 'BOARD_ARCHIVED',
  planLimit: 'PLAN_LIMIT',
  emailTaken: 'EMAIL_TAKEN',
  usernameTaken: 'USERNAME_TAKEN',
  rateLimited: 'RATE_LIMITED',
  /** An `Idempotency-Key` sent again with a different request than the first. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** An account without a password must sign in again (with Google) before this change. */
  recentSignInRequired: 'RECENT_SIGN_IN_REQUIRED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
