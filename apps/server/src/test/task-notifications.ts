import type { Notification, NotificationsResponse, Task } from '@teamboard/shared';
import type { BoardScene } from './board-scene';
import type { Account } from './workspace-fixture';

/** An account's notifications about one task (their links name the task's board and key). */
export function notificationsAbout(scene: BoardScene) {
  return async (account: Account, task: Task): Promise<Notification[]> => {
    const response = await scene.calls.inject(account, 'GET', '/api/notifications');
    return response
      .json<NotificationsResponse>()
      .notifications.filter((each) =>
        each.link?.endsWith(`/projects/${task.boardId}?task=${task.taskId}`),
      );
  };
}

export const typesOf = (notifications: Notification[]) => notifications.map((each) => each.type);
