import type { AssignableRole } from '@teamboard/shared';
import type { EmailMessage } from '../../mail/outbox';
import { emailButton, emailLayout, escapeHtml } from '../../mail/email-layout';

export function invitationEmail(
  to: string,
  details: { inviterName: string; workspaceName: string; role: AssignableRole; link: string },
): EmailMessage {
  const { inviterName, workspaceName, role, link } = details;
  const intro = `${inviterName} invited you to join the ${workspaceName} workspace on Teamboard as ${role === 'admin' ? 'an' : 'a'} ${role}.`;
  return {
    to,
    subject: `${inviterName} invited you to ${workspaceName} on Teamboard`,
    text: `Hi,\n\n${intro}\n\nAccept the invitation here (you can create an account from there):\n\n${link}\n\nThe invitation is valid for 7 days.\n`,
    html: emailLayout(
      `<p>Hi,</p><p>${escapeHtml(intro)}</p>${emailButton(link, 'Join the workspace')}<p>You can create an account from there. The invitation is valid for 7 days.</p>`,
    ),
  };
}
