import type { WorkspaceActivity } from '@teamboard/shared';
import type { ActivityWithPeople } from './activity.repo';
import { presentPublicUser } from './member.presenter';

/** A log entry; the people in it without their emails. */
export function presentActivity(row: ActivityWithPeople): WorkspaceActivity {
  return {
    _id: row.activity.id,
    action: row.activity.action,
    actor: row.actor ? presentPublicUser(row.actor, false) : null,
    target: row.target ? presentPublicUser(row.target, false) : null,
    data: row.activity.data,
    createdAt: row.activity.createdAt.toISOString(),
  };
}
