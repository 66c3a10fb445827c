import type { Notification, NotificationsResponse, Task } from '@teamboard/shared';
import type { App } from '../app';
import { bearer } from './factories';
import type { Account } from './workspace-fixture';

/** The account's first page of notifications (newest first), those `keep` picks. */
export async function notificationsOf(
  app: App,
  account: Account,
  keep: (notification: Notification) => boolean = () => true,
): Promise<Notification[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(account),
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<NotificationsResponse>().notifications.filter(keep);
}

/** Picks the notifications about one task (their links name the task's board and key). */
export const aboutTask =
  (task: Pick<Task, 'boardId' | 'taskId'>) =>
  (notification: Notification): boolean =>
    notification.link?.endsWith(`/projects/${task.boardId}?task=${task.taskId}`) === true;

export const typesOf = (notifications: Notification[]) => notifications.map((each) => each.type);
