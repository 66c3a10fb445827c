import type { Notification } from '@teamboard/shared';

/**
 * Where a notification's link leads: a path inside the app (a full URL of this origin counts), or
 * null for none or another site.
 */
export function notificationPath(
  notification: Pick<Notification, 'link'>,
  origin = window.location.origin,
): string | null {
  const { link } = notification;
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
