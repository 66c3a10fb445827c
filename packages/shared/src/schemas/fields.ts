import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { coverAttachmentId } from '../task-cover';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameField = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_-]{2,29}$/;

export const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    USERNAME_PATTERN,
    'Username must be 3-30 characters: lowercase letters, digits, "-" or "_", starting with a letter or digit',
  );

/** Opaque tokens from emails and refresh tokens: base64url, bounded so junk is refused early. */
export const opaqueTokenField = z
  .string()
  .min(16, 'Invalid token')
  .max(200, 'Invalid token')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid token');

/** A record's id is a database uuid: a malformed one is refused before any query runs. */
export const idField = z.uuid('Invalid id');

/** A workspace named in a request: its id or its URL (the server looks up either). */
export const workspaceRefField = z.string().trim().min(1, 'Workspace is required').max(64);

/** A file this app serves itself: uploads live under /uploads/ (workspace logos today). */
const UPLOADED_FILE = /^\/uploads\/[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/;
const httpsUrl = z.url({ protocol: /^https$/ });
const isImageAddress = (value: string) =>
  UPLOADED_FILE.test(value) || httpsUrl.safeParse(value).success;
const IMAGE_ADDRESS_REFUSED = 'Use an https:// address or an uploaded file';

/**
 * An image a user points at (avatar, task cover): an https address or a file uploaded here.
 * Every other scheme is refused, javascript:, data: and file: above all, and plain http: too,
 * which the page's Content-Security-Policy would not load anyway.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(2048, 'Address must be at most 2048 characters')
  .refine(isImageAddress, IMAGE_ADDRESS_REFUSED);

/**
 * A task's cover: an image address (as imageUrlField), or one of the task's image attachments
 * named by its thumbnail's path (see coverAttachmentId; the server checks whose file it is).
 */
export const taskCoverField = z
  .string()
  .trim()
  .max(2048, 'Address must be at most 2048 characters')
  .refine(
    (value) => isImageAddress(value) || coverAttachmentId(value) !== null,
    IMAGE_ADDRESS_REFUSED,
  );

/** A calendar day, `YYYY-MM-DD`. */
export const isoDateField = z.iso.date({ error: 'Use an ISO date (YYYY-MM-DD)' });
