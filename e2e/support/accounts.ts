import type { BrowserContext } from 'playwright-core';
import type { Session, Workspace } from '@teamboard/shared';
import type { Mailbox } from '../../apps/server/src/test/smtp-capture';

/**
 * Creates a verified account through the API, reading the link from the real email; onboarded
 * (a team size given) unless `onboarded` is false, as an invitee who never created a workspace.
 */
export async function createVerifiedAccount(
  serverUrl: string,
  mailbox: Mailbox,
  input: { name: string; email: string; password: string },
  onboarded = true,
): Promise<Session> {
  const headers = { 'content-type': 'application/json' };
  const registered = await fetch(`${serverUrl}/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${await registered.text()}`);
  const link = await mailbox.waitForLink(input.email, '/signup/verify');
  const token = link.split('/').pop() ?? '';
  const verified = await fetch(`${serverUrl}/auth/verify-email/${token}`, { method: 'POST' });
  const session = (await verified.json()) as Session;
  if (!onboarded) return session;
  const auth = { ...headers, authorization: `Bearer ${session.access_token}` };
  await fetch(`${serverUrl}/api/me/onboarding`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ teamSize: '2-5' }),
  });
  return session;
}

export async function createWorkspace(
  serverUrl: string,
  session: Session,
  name: string,
  url: string,
): Promise<Workspace> {
  const response = await fetch(`${serverUrl}/api/workspaces`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.access_token}`,
    },
    body: JSON.stringify({ name, url }),
  });
  if (response.status !== 201) throw new Error(`create workspace failed: ${await response.text()}`);
  return ((await response.json()) as { workspace: Workspace }).workspace;
}

/** Logs in through the form and waits for `landing`: the browser's other pages share the session. */
export async function logIn(
  browser: BrowserContext,
  serverUrl: string,
  account: { email: string; password: string },
  landing: RegExp,
): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${serverUrl}/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(landing);
  await page.close();
}
