import type { AssignableRole } from '@teamboard/shared';
import type { EmailMessage } from '../../mail/outbox';
import { emailButton, emailLayout, escapeHtml } from '../../mail/email-layout';

const SUBJECT_NAME_MAX = 40;

/**
 * The workspace name as the subject line may carry it: anyone can name a workspace, so no line
 * breaks or control characters, nothing that reads as a link, and short.
 */
export function subjectName(workspaceName: string): string {
  const plain = workspaceName
    .replace(/\p{Cc}|\p{Cf}/gu, ' ')
    .replace(/\S*(?:https?:|www\.|\/\/)\S*/giu, ' ')
    .replace(/\S+\.\p{L}{2,}\S*/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!plain) return 'a workspace';
  const characters = Array.from(new Intl.Segmenter().segment(plain), (part) => part.segment);
  return characters.length <= SUBJECT_NAME_MAX
    ? plain
    : `${characters
        .slice(0, SUBJECT_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** "a member", "an admin": the role as the invitation's sentence names it. */
export const roleWithArticle = (role: AssignableRole) => `${role === 'admin' ? 'an' : 'a'} ${role}`;

export function invitationEmail(
  to: string,
  details: { inviterName: string; workspaceName: string; role: AssignableRole; link: string },
): EmailMessage {
  const { inviterName, workspaceName, role, link } = details;
  const intro = `${inviterName} invited you to join the ${workspaceName} workspace on Teamboard as ${roleWithArticle(role)}.`;
  return {
    to,
    subject: `You're invited to join ${subjectName(workspaceName)} on Teamboard`,
    text: `Hi,\n\n${intro}\n\nAccept the invitation here (you can create an account from there):\n\n${link}\n\nThe invitation is valid for 7 days.\n`,
    html: emailLayout(
      `<p>Hi,</p><p>${escapeHtml(intro)}</p>${emailButton(link, 'Join the workspace')}<p>You can create an account from there. The invitation is valid for 7 days.</p>`,
    ),
  };
}
