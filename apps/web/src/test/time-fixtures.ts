import type {
  ActiveTimer,
  ActiveTimerLookup,
  PublicUser,
  Task,
  TimeEntry,
  WorkingHoursQuota,
} from '@teamboard/shared';

/** The signed-in user of the board tests (`buildUser()`), as tasks name people. */
export const ada: PublicUser = {
  _id: 'user-1',
  name: 'Ada Lovelace',
  username: 'ada',
  avatar: null,
};
export const grace: PublicUser = {
  _id: 'user-2',
  name: 'Grace Hopper',
  username: 'grace',
  avatar: null,
};

export function buildTimeEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    _id: 'entry-1',
    user: ada,
    startTime: '2026-03-02T09:00:00.000Z',
    description: null,
    duration: 85 * 60,
    ...overrides,
  };
}

export function runningTimer(
  user: PublicUser,
  startTime: string,
  timeEntryId = 'run-1',
): ActiveTimer {
  return { user, startTime, timeEntryId };
}

/** What `GET /api/tasks/timers/active` says about a timer running on `task` of board-1. */
export function lookupOf(task: Task, startTime: string, timeEntryId = 'run-1'): ActiveTimerLookup {
  return {
    timeEntryId,
    startTime,
    task: { _id: task._id, taskId: task.taskId, title: task.title },
    board: { _id: 'board-1', title: 'Website' },
    workspace: { _id: 'ws-1', url: 'acme' },
  };
}

export function buildQuota(overrides: Partial<WorkingHoursQuota> = {}): WorkingHoursQuota {
  return {
    weeklyHours: null,
    weekStart: '2026-03-02T00:00:00.000Z',
    weekEnd: '2026-03-09T00:00:00.000Z',
    timeZone: 'UTC',
    loggedSeconds: 0,
    members: [],
    ...overrides,
  };
}
