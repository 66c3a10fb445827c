import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index';
import { createTestApp, emailsTo, type TestApp } from '../test/test-app';
import { MINUTE } from '../test/test-clock';
import { newUser } from '../test/factories';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, received });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({}, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Teamboard <no-reply@teamboard.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

describe('mail delivery', () => {
  it('delivers the verification email over SMTP and marks it sent', async () => {
    const input = newUser();
    await t.app.inject({ method: 'POST', url: '/auth/register', payload: input });
    await t.app.ctx.mail.drain();

    const message = smtp.received.find((item) => item.to.includes(input.email));
    expect(message?.raw).toContain('Subject: Verify your Teamboard email');
    expect(message?.raw).toContain('From: Teamboard <no-reply@teamboard.test>');
    expect(message?.raw).toMatch(/signup\/verify\/[A-Za-z0-9_-]{20,}/);
    const [row] = await emailsTo(t.app, input.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps an email that could not be sent and retries it later', async () => {
    const unreachable = await createTestApp({}, { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const input = newUser();
      const response = await unreachable.app.inject({ method: 'POST', url: '/auth/register', payload: input });
      expect(response.statusCode).toBe(201);
      await unreachable.app.ctx.mail.drain();

      const [row] = await emailsTo(unreachable.app, input.email);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toBeTruthy();

      unreachable.clock.advance(2 * MINUTE);
      expect(await unreachable.app.ctx.mail.drain()).toBe(0);
      const [retried] = await unreachable.app.ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, input.email));
      expect(retried?.attempts).toBe(2);
    } finally {
      await unreachable.close();
    }
  });
});
