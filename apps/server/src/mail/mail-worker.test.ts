import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index';
import { createTestApp, emailsTo, type TestApp } from '../test/test-app';
import { MINUTE } from '../test/test-clock';
import { newUser } from '../test/factories';
import { startMailbox, type Mailbox } from '../test/smtp-capture';

let smtp: Mailbox;
let t: TestApp;
beforeAll(async () => {
  smtp = await startMailbox();
  t = await createTestApp(
    {},
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Teamboard <no-reply@teamboard.test>' },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
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
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: input,
      });
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
