import type { Database } from '../db/client';
import { insertOutboxEmail } from './outbox.repo';

// Read by modules/metrics from here; its import moves to outbox.repo with the metrics move.

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues an email in the caller's transaction; the mail worker delivers it after commit. */
export async function enqueueEmail(db: Database, message: EmailMessage): Promise<void> {
  await insertOutboxEmail(db, {
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  });
}
