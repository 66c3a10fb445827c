import type { Notification } from '@teamboard/shared';

/** The label of a notification's action button, by type. */
export function notificationActionLabel(type: string): string {
  switch (type) {
    case 'board_invite':
      return 'View Project';
    case 'workspace_invite':
      return 'Join Workspace';
    case 'task_assigned':
    case 'task_priority_changed':
    case 'task_comment':
    case 'task_due_date':
      return 'View Task';
    case 'invitation_accepted':
      return 'View Profile';
    default:
      return 'View Notification';
  }
}

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
