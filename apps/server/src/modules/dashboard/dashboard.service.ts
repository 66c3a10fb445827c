import {
  HOME_ACTIVITY_LIMIT,
  type Dashboard,
  type WorkspaceHome,
} from '@teamboard/shared/dashboard';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { invitationsFor } from '../invitations/invitation-reads.service';
import { presentBoardActivity } from '../tasks/task-activity.presenter';
import { activeTimerOf } from '../time/timers.service';
import type { Membership } from '../workspaces/workspace.policy';
import { dashboardCounts } from './dashboard-counts.repo';
import { presentChecklistItems, presentDueBuckets } from './dashboard.presenter';
import { dueDaysAround } from './due-days';
import { homeBoards } from './home-boards.repo';
import { myOpenChecklistItems } from './my-checklist-items.repo';
import { myOpenTasks } from './my-tasks.repo';
import { workspaceActivityOf } from './workspace-activity.repo';

/**
 * My dashboard across all my workspaces: open tasks by due bucket, my open checklist items, this
 * week's hours against my capacity, unread counts and the invitations waiting for me. Four
 * statements, whatever the number of workspaces or tasks.
 */
export async function myDashboard(ctx: AppContext, user: UserRow): Promise<Dashboard> {
  const days = dueDaysAround(ctx.clock.now());
  const week = { start: days.weekStart, end: days.weekEnd };
  const [tasks, checklistItems, counts, invitations] = await Promise.all([
    myOpenTasks(ctx.db, user.id, null, days),
    myOpenChecklistItems(ctx.db, user.id),
    dashboardCounts(ctx.db, user.id, week),
    // Invitations go to an address: only once it is proven to be mine.
    user.emailVerifiedAt ? invitationsFor(ctx, user) : [],
  ]);
  const { loggedSeconds, capacityHours, ...unread } = counts;
  return {
    tasks: presentDueBuckets(tasks),
    checklistItems: presentChecklistItems(checklistItems),
    week: {
      start: week.start.toISOString(),
      end: week.end.toISOString(),
      loggedSeconds,
      capacityHours,
    },
    ...unread,
    invitations,
  };
}

/** The workspace home of a member: only the active boards they see count. */
export async function workspaceHome(
  ctx: AppContext,
  { user, workspace }: Membership,
): Promise<WorkspaceHome> {
  const days = dueDaysAround(ctx.clock.now());
  const [boards, tasks, timer, activity] = await Promise.all([
    homeBoards(ctx.db, user.id, workspace.id),
    myOpenTasks(ctx.db, user.id, workspace.id, days),
    activeTimerOf(ctx, user.id),
    workspaceActivityOf(ctx.db, user.id, workspace.id, HOME_ACTIVITY_LIMIT),
  ]);
  return {
    ...boards,
    tasks: presentDueBuckets(tasks),
    timer: timer?.workspace._id === workspace.id ? timer : null,
    activity: activity.map((row) => ({
      ...presentBoardActivity(row.board, row),
      board: { _id: row.board.id, title: row.board.title },
    })),
  };
}
