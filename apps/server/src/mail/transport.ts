import nodemailer from 'nodemailer';
import { levels } from 'pino';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { EmailMessage } from './outbox';

export interface MailTransport {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each email goes to the log with its links, for
 * self-hosters without mail: as a JSON log line and as plain lines on stdout, since a
 * link inside JSON is escaped and no terminal lets a person click it.
 */
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
      const links = extractLinks(message.text);
      log.info(
        { to: message.to, subject: message.subject, links },
        `email (no SMTP_URL configured):\n${message.text}`,
      );
      const lines = [
        `Email to ${message.to}: ${message.subject}`,
        ...links.map((link) => `  ${link}`),
      ];
      // Part of the log: as quiet as LOG_LEVEL makes the JSON line (silent in tests).
      if (logsInfo(log)) process.stdout.write(`${lines.join('\n')}\n`);
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

function logsInfo(log: Logger): boolean {
  return (levels.values[log.level] ?? Infinity) <= (levels.values.info ?? 30);
}
