import { NOTIFICATION_TYPE_LABELS, notificationActionLabel } from '@teamboard/shared';
import { emailButton, emailLayout, escapeHtml, plainTextOf } from '../../mail/email-layout';
import type { EmailMessage } from '../../mail/outbox';
import type { NotificationContent } from './notifications.repo';

/** One notification as an email carries it; `link` and the unsubscribe links are absolute. */
export interface EmailedNotification extends Pick<
  NotificationContent,
  'type' | 'title' | 'message'
> {
  link: string | null;
  unsubscribe: string;
}

const footer = (unsubscribe: string, type: EmailedNotification['type']) =>
  `<p style="font-size:12px;color:#64748b">You get this email because of your notification settings. ` +
  `<a href="${escapeHtml(unsubscribe)}">Stop emails about: ${escapeHtml(NOTIFICATION_TYPE_LABELS[type])}</a></p>`;

/** The email of one notification: its title as the subject, its message, its action. */
export function notificationEmail(to: string, notification: EmailedNotification): EmailMessage {
  const { title, message, link, unsubscribe, type } = notification;
  const action = notificationActionLabel(type);
  const button = link ? emailButton(link, action) : '';
  return {
    to,
    subject: title,
    html: emailLayout(
      `<h2>${escapeHtml(title)}</h2><p>${message}</p>${button}${footer(unsubscribe, type)}`,
    ),
    text: [
      title,
      '',
      plainTextOf(message),
      ...(link ? ['', `${action}: ${link}`] : []),
      '',
      `Stop emails about "${NOTIFICATION_TYPE_LABELS[type]}": ${unsubscribe}`,
    ].join('\n'),
  };
}

/** Several notifications held back in a burst, in one email, oldest first. */
export function digestEmail(to: string, notifications: EmailedNotification[]): EmailMessage {
  const items = notifications.map(({ title, message, link, type }) => {
    const action = link
      ? ` <a href="${escapeHtml(link)}">${escapeHtml(notificationActionLabel(type))}</a>`
      : '';
    return `<li><strong>${escapeHtml(title)}</strong><br>${message}${action}</li>`;
  });
  const stops = new Map(notifications.map((each) => [each.type, each.unsubscribe]));
  const footers = [...stops].map(([type, unsubscribe]) => footer(unsubscribe, type));
  return {
    to,
    subject: `${notifications.length} new notifications on Teamboard`,
    html: emailLayout(
      `<h2>${notifications.length} new notifications</h2><ul>${items.join('')}</ul>${footers.join('')}`,
    ),
    text: [
      `${notifications.length} new notifications`,
      ...notifications.flatMap(({ title, message, link }) => [
        '',
        `- ${title}`,
        `  ${plainTextOf(message)}`,
        ...(link ? [`  ${link}`] : []),
      ]),
      '',
      ...[...stops].map(
        ([type, unsubscribe]) =>
          `Stop emails about "${NOTIFICATION_TYPE_LABELS[type]}": ${unsubscribe}`,
      ),
    ].join('\n'),
  };
}
