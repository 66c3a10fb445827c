import type { InvitationStatus } from '@teamboard/shared';

interface AnswerableInvitation {
  status: InvitationStatus;
  expiresAt: string;
  invitedBy: { name: string };
}

/** Why the invitation can no longer be answered, or null while it is pending and not expired. */
export function closedReason(invitation: AnswerableInvitation, now = new Date()): string | null {
  switch (invitation.status) {
    case 'accepted':
      return 'This invitation has already been accepted.';
    case 'declined':
      return 'This invitation was declined.';
    case 'cancelled':
      return 'This invitation was cancelled.';
    case 'expired':
      break;
    case 'pending':
      if (new Date(invitation.expiresAt) > now) return null;
  }
  return `This invitation has expired. Ask ${invitation.invitedBy.name} to send a new one.`;
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
