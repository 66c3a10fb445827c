import { GENERIC_ERROR_MESSAGE } from './constants';

/**
 * The generic failure rule: the server's message, else the
 * transport's message, else the caller's fallback, else "An error occurred".
 */
export function failureMessage(
  serverMessage: string | undefined,
  transportMessage: string | undefined,
  fallback: string = GENERIC_ERROR_MESSAGE,
): string {
  if (serverMessage) return serverMessage;
  if (transportMessage) return transportMessage;
  return fallback;
}
