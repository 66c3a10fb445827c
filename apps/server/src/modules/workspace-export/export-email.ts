import type { UserRow } from '../../db/schema/index';
import { emailButton, emailLayout, escapeHtml } from '../../mail/email-layout';
import type { EmailMessage } from '../../mail/outbox';
import { WORKSPACE_EXPORT_LINK_HOURS } from '@teamboard/shared/workspace-export';

/** Tells whoever asked for an export that its zip is ready, with the signed link. */
export function exportReadyEmail(
  requester: Pick<UserRow, 'email' | 'name'>,
  workspaceName: string,
  link: string,
): EmailMessage {
  const hours = String(WORKSPACE_EXPORT_LINK_HOURS);
  return {
    to: requester.email,
    subject: `Your export of ${workspaceName} is ready`,
    text: `Hi ${requester.name},\n\nThe export of ${workspaceName} is ready. Download it within ${hours} hours:\n${link}\n\nAnyone with this link can download the export: keep it to yourself.`,
    html: emailLayout(
      `<p>Hi ${escapeHtml(requester.name)},</p><p>The export of <strong>${escapeHtml(workspaceName)}</strong> is ready. Download it within ${hours} hours:</p>${emailButton(link, 'Download the export')}<p>Anyone with this link can download the export: keep it to yourself.</p>`,
    ),
  };
}
