import { emailButton as button, emailLayout as layout, escapeHtml } from '../../mail/email-layout';
import type { EmailMessage } from '../../mail/outbox';

/** To the new address: nothing changes until this link is followed. */
export function confirmEmailChangeEmail(to: string, name: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Confirm your new Teamboard email',
    text: `Hi ${name},\n\nConfirm that Teamboard should use this address (${to}) for your account from now on:\n\n${link}\n\nThe link is valid for 24 hours and works once. If you did not ask for this, ignore this email: nothing changes.\n`,
    html: layout(
      `<p>Hi ${escapeHtml(name)},</p><p>Confirm that Teamboard should use this address (${escapeHtml(to)}) for your account from now on.</p>${button(link, 'Confirm new email')}<p>The link is valid for 24 hours and works once. If you did not ask for this, ignore this email: nothing changes.</p>`,
    ),
  };
}

/** To the current address when a change is asked for, so a stolen session cannot do it quietly. */
export function emailChangeRequestedEmail(
  to: string,
  name: string,
  newEmail: string,
): EmailMessage {
  return notice(
    to,
    name,
    'Your Teamboard email is about to change',
    `Someone signed in to your account asked to change its email to ${newEmail}. It changes only once that address confirms. If this was not you, change your password now.`,
  );
}

/** To the previous address once the change is confirmed. */
export function emailChangedEmail(to: string, name: string, newEmail: string): EmailMessage {
  return notice(
    to,
    name,
    'Your Teamboard email was changed',
    `Your Teamboard account now uses ${newEmail}; this address no longer signs in. If this was not you, contact your workspace administrator at once.`,
  );
}

function notice(to: string, name: string, subject: string, message: string): EmailMessage {
  return {
    to,
    subject,
    text: `Hi ${name},\n\n${message}\n`,
    html: layout(`<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(message)}</p>`),
  };
}
