import { emailButton as button, emailLayout as layout, escapeHtml } from '../../mail/email-layout';
import type { EmailMessage } from '../../mail/outbox';

/** The account emails. Plain text carries the bare link so it works in every client (and in logs). */

export function verificationEmail(to: string, name: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Verify your Teamboard email',
    text: `Hi ${name},\n\nWelcome to Teamboard! Confirm your email address to activate your account:\n\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this email.\n`,
    html: layout(
      `<p>Hi ${escapeHtml(name)},</p><p>Welcome to Teamboard! Confirm your email address to activate your account.</p>${button(link, 'Verify email')}<p>The link is valid for 24 hours. If you did not sign up, ignore this email.</p>`,
    ),
  };
}

export function passwordResetEmail(to: string, name: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Teamboard password',
    text: `Hi ${name},\n\nSomeone (hopefully you) asked to reset your Teamboard password. Choose a new one here:\n\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for this, ignore this email: your password stays as it is.\n`,
    html: layout(
      `<p>Hi ${escapeHtml(name)},</p><p>Someone (hopefully you) asked to reset your Teamboard password.</p>${button(link, 'Choose a new password')}<p>The link is valid for 1 hour and works once. If you did not ask for this, ignore this email: your password stays as it is.</p>`,
    ),
  };
}
