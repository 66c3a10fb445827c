import { Button } from '../../../components/ui/button';

interface InvitationAnswerButtonsProps {
  onAccept: () => void;
  onDecline: () => void;
  accepting: boolean;
  declining: boolean;
  fullWidth?: boolean;
}

/** Accept and Decline, side by side; both disabled while either is on its way. */
export function InvitationAnswerButtons({
  onAccept,
  onDecline,
  accepting,
  declining,
  fullWidth = false,
}: InvitationAnswerButtonsProps) {
  const busy = accepting || declining;
  return (
    <div className="flex gap-3">
      <Button
        data-testid="accept-invitation"
        fullWidth={fullWidth}
        loading={accepting}
        disabled={busy}
        onClick={onAccept}
      >
        Accept
      </Button>
      <Button
        data-testid="decline-invitation"
        variant="secondary"
        fullWidth={fullWidth}
        loading={declining}
        disabled={busy}
        onClick={onDecline}
      >
        Decline
      </Button>
    </div>
  );
}
