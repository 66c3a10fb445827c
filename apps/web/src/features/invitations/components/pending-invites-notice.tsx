import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { useMyInvitations } from '../api/get-my-invitations';

/** "You have 2 pending workspace invitations", linking to where they are answered. */
export function PendingInvitesNotice() {
  const mine = useMyInvitations();
  const count = mine.data?.invitations.length ?? 0;
  if (count === 0) return null;
  const what =
    count === 1 ? 'a pending workspace invitation' : `${count} pending workspace invitations`;
  return (
    <Alert tone="info">
      You have {what}. <TextLink to="/account/workspace-invites">Review invitations</TextLink>
    </Alert>
  );
}
