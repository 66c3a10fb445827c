import { ApiError } from '../../../lib/api-error';
import type { DraftIssues } from './form-draft';

/**
 * A refusal the builder can show beside what caused it: a taken link (409) on the link, a 400's
 * field errors by their path. Null for any other failure.
 */
export function serverIssues(error: unknown): DraftIssues | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return { slug: error.message || 'This link is already taken' };
  if (error.status !== 400 || error.fieldErrors.length === 0) return null;
  return Object.fromEntries(error.fieldErrors.map((detail) => [detail.field, detail.message]));
}
