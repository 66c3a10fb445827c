import type { ActiveTimer, PublicUser, BoardTask, User } from '@teamboard/shared';

/** The signed-in user as a task's timers name them. */
export function asPublicUser({ _id, name, username, avatar }: User): PublicUser {
  return { _id, name, username, avatar };
}

/** The user's running timer on a task, if any. */
export function timerOf(task: BoardTask, userId: string | undefined): ActiveTimer | undefined {
  return task.activeTimers.find((timer) => timer.user._id === userId);
}

/** The task with the user's timer removed (the same object when there was none). */
export function withoutTimerOf(task: BoardTask, userId: string): BoardTask {
  if (!timerOf(task, userId)) return task;
  return { ...task, activeTimers: task.activeTimers.filter((timer) => timer.user._id !== userId) };
}

/** The task with `timer` as its user's running timer. */
export function withTimer(task: BoardTask, timer: ActiveTimer): BoardTask {
  const others = task.activeTimers.filter((each) => each.user._id !== timer.user._id);
  return { ...task, activeTimers: [...others, timer] };
}
