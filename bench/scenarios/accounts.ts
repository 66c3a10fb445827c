import type { App } from '../../apps/server/src/app';
import { emailOutbox } from '../../apps/server/src/db/schema/index';
import { load, type Scenario } from '../load';

const EMAIL = 'bench@example.com';
const PASSWORD = 'benchmark password';

/** Registers and verifies the benchmark user through the API; returns its access token. */
export async function signedInToken(app: App, url: string): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  await fetch(`${url}/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench User', email: EMAIL, password: PASSWORD }),
  });
  const [email] = await app.ctx.db.select().from(emailOutbox);
  const token = /signup\/verify\/([A-Za-z0-9_-]+)/.exec(email?.textBody ?? '')?.[1];
  const response = await fetch(`${url}/auth/verify-email/${token ?? ''}`, { method: 'POST' });
  return ((await response.json()) as { access_token: string }).access_token;
}

export function accountScenarios(url: string, token: string): Scenario[] {
  return [
    {
      name: 'GET /health',
      target: 'p99 under 20 ms',
      measure: 'p99',
      targetValue: 20,
      run: (connections) => load({ url: `${url}/health` }, connections),
    },
    {
      name: 'GET /api/me (auth + user read)',
      target: 'p99 under 40 ms',
      measure: 'p99',
      targetValue: 40,
      run: (connections) =>
        load({ url: `${url}/api/me`, headers: { authorization: `Bearer ${token}` } }, connections),
    },
    {
      name: 'POST /auth/login (argon2id, OWASP cost)',
      target: 'p99 under 300 ms',
      measure: 'p99',
      targetValue: 300,
      run: (connections) =>
        load(
          {
            url: `${url}/auth/login`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
          },
          connections,
        ),
    },
  ];
}
