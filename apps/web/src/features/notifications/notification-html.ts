import DOMPurify from 'dompurify';

/**
 * The inline formatting a notification's message may keep. Anything else is dropped but its text
 * kept, and no attribute survives: no scripts, links, images or styling can ride in a message,
 * and the message stays valid inside the list's buttons.
 */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'span', 'code', 'small', 'mark'];

/** A notification's message (HTML from the server) made safe to show as HTML. */
export function sanitizeNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
