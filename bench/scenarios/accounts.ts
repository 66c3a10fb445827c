import type { App } from '../../apps/server/src/app';
import { emailOutbox } from '../../apps/server/src/db/schema/index';
import { describeLoad, load, type Measurement } from '../load';

const EMAIL = 'bench@example.com';
const PASSWORD = 'benchmark password';
const CONNECTIONS = 10;
const SECONDS = 8;

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

interface AccountScenario {
  name: string;
  options: Parameters<typeof load>[0];
  /** p99 target in milliseconds. */
  p99: number;
}

/** A fresh access token for the bench user, signed in as the web app does. */
export async function freshToken(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${String(response.status)}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function measureAccounts(url: string, token: string): Promise<Measurement[]> {
  const scenarios: AccountScenario[] = [
    { name: 'GET /health', options: { url: `${url}/health` }, p99: 20 },
    {
      name: 'GET /api/me (auth + user read)',
      options: { url: `${url}/api/me`, headers: { authorization: `Bearer ${token}` } },
      p99: 40,
    },
    {
      name: 'POST /auth/login (argon2id, OWASP cost)',
      options: {
        url: `${url}/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      },
      p99: 300,
    },
  ];
  const measurements: Measurement[] = [];
  for (const scenario of scenarios) {
    const result = await load(scenario.options, CONNECTIONS, SECONDS);
    measurements.push({
      name: scenario.name,
      measured: describeLoad(result, CONNECTIONS),
      target: `p99 ≤ ${scenario.p99} ms`,
      met: result.latency.p99 <= scenario.p99 && result.non2xx === 0,
    });
  }
  return measurements;
}
