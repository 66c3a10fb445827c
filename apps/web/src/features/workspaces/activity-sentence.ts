import type { WorkspaceActivity, WorkspaceRole } from '@teamboard/shared';
import { ROLE_LABELS } from './role-labels';

type Data = WorkspaceActivity['data'];

function text(data: Data, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' ? value : null;
}

function role(data: Data, key: string): string {
  const value = text(data, key);
  return value && value in ROLE_LABELS ? ROLE_LABELS[value as WorkspaceRole] : 'a member';
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  url: 'URL',
  description: 'description',
};

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** A security change's parts, e.g. "only admins invite; allowed domains: added acme.com". */
function securityChanges(data: Data): string {
  const changes = (data.changes ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const parts: string[] = [];
  if (changes.invitePolicy)
    parts.push(
      changes.invitePolicy.to === 'admins'
        ? 'only the owner and admins invite'
        : 'managers may invite too',
    );
  if (changes.allowedEmailDomains) {
    const added = strings(changes.allowedEmailDomains.added);
    const removed = strings(changes.allowedEmailDomains.removed);
    const domains = [
      added.length ? `added ${list(added)}` : '',
      removed.length ? `removed ${list(removed)}` : '',
    ].filter(Boolean);
    parts.push(`allowed email domains: ${domains.join(', ')}`);
  }
  if (changes.apiKeysAllowed)
    parts.push(changes.apiKeysAllowed.to === true ? 'API keys allowed' : 'API keys turned off');
  return parts.join('; ');
}

/**
 * One entry of the workspace's audit log as a sentence ("Ada archived the project Roadmap").
 * An action this page does not know yet still reads: "Ada: some action".
 */
export function activitySentence(activity: WorkspaceActivity): string {
  const actor = activity.actor?.name ?? 'Someone';
  const target = activity.target?.name ?? 'someone';
  const { data } = activity;
  const project = `the project ${text(data, 'title') ?? ''}`;
  switch (activity.action) {
    case 'workspace.created':
      return `${actor} created the workspace`;
    case 'workspace.updated':
      return `${actor} changed the workspace's ${list(strings(data.fields).map((field) => FIELD_NAMES[field] ?? field)) || 'settings'}`;
    case 'workspace.ownership_transferred':
      return `${actor} made ${target} the owner`;
    case 'member.added':
      return `${actor} added ${target}`;
    case 'member.role_changed':
      return `${actor} changed ${target}'s role from ${role(data, 'from')} to ${role(data, 'to')}`;
    case 'member.removed':
      return `${actor} removed ${target}`;
    case 'member.left':
      return `${actor} left the workspace`;
    case 'invitation.sent':
      return `${actor} invited ${text(data, 'email') ?? 'someone'} as ${role(data, 'role')}`;
    case 'invitation.cancelled':
      return `${actor} cancelled the invitation to ${text(data, 'email') ?? 'someone'}`;
    case 'invitation.accepted':
      return `${actor} joined as ${role(data, 'role')}`;
    case 'invitation.declined':
      return `${actor} declined the invitation`;
    case 'board.created':
      return `${actor} created ${project}`;
    case 'board.renamed':
      return `${actor} renamed the project ${text(data, 'from') ?? ''} to ${text(data, 'title') ?? ''}`;
    case 'board.archived':
      return `${actor} archived ${project}`;
    case 'board.restored':
      return `${actor} restored ${project}`;
    case 'board.deleted':
      return `${actor} deleted ${project}`;
    case 'board.moved':
      return `${actor} moved ${project} from ${text(data, 'from') ?? 'no folder'} to ${text(data, 'to') ?? 'no folder'}`;
    case 'security.updated':
      return `${actor} changed the security settings: ${securityChanges(data)}`;
    default:
      return `${actor}: ${activity.action.replace(/[._]+/g, ' ')}`;
  }
}
