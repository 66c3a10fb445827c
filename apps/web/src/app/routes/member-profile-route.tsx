import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { TextLink } from '../../components/ui/text-link';
import { useMembers } from '../../features/members/api/get-members';
import { flattenMembers } from '../../features/members/components/members-view';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { ROLE_LABELS } from '../../features/workspaces/role-labels';
import { errorMessage } from '../../lib/api-error';
import { useWorkspacePageTitle } from '../page-title';

/** /{workspace}/u/{username}: a member's picture, name, username, role and (if visible) email. */
export function MemberProfileRoute() {
  const { username = '' } = useParams();
  const { workspace } = useCurrentWorkspace();
  const members = useMembers(workspace._id);
  const member =
    members.data && flattenMembers(members.data.members).find((m) => m.user.username === username);
  useWorkspacePageTitle(member?.user.name, 'People');
  const back = <TextLink to={`/${workspace.url}/u`}>All people</TextLink>;

  if (members.isPending) return <Spinner className="text-indigo-600" />;
  if (members.isError) {
    return (
      <Alert tone="error">{errorMessage(members.error, 'Failed to fetch workspace members')}</Alert>
    );
  }
  if (!member) {
    return (
      <EmptyState
        title="No such member"
        description={`Nobody called @${username} is a member of ${workspace.name}.`}
        action={back}
      />
    );
  }
  const { user } = member;
  return (
    <div className="space-y-4">
      <p className="text-sm">{back}</p>
      <Card className="flex flex-col items-center gap-3 p-8 text-center sm:flex-row sm:text-left">
        <Avatar name={user.name} src={user.avatar} size="2xl" />
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{user.name}</h1>
          <p className="text-sm text-neutral-500 dark:text-neutral-400">@{user.username}</p>
          <Badge>{ROLE_LABELS[member.role]}</Badge>
          {user.email && (
            <p className="text-sm">
              <a
                className="text-indigo-600 hover:underline dark:text-indigo-400"
                href={`mailto:${user.email}`}
              >
                {user.email}
              </a>
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
