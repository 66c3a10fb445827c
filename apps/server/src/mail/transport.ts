import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { EmailMessage } from './outbox';

export interface MailTransport {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each email goes to the log with its links, for self-hosters without mail. */
export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  log: Logger,
): MailTransport {
  if (!smtpUrl) return logTransport(log);
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

function logTransport(log: Logger): MailTransport {
  return {
    send: (message) => {
      log.info(
        { to: message.to, subject: message.subject, links: extractLinks(message.text) },
        `email (no SMTP_URL configured):\n${message.text}`,
      );
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
