import { ERROR_CODES } from '@teamboard/shared';
import { ApiError } from './api-error';

/**
 * A 403 RECENT_SIGN_IN_REQUIRED answer: an account without a password must sign in again (with
 * Google) before changing how it signs in.
 */
export function isRecentSignInRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ERROR_CODES.recentSignInRequired;
}
