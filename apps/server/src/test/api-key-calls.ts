import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@teamboard/shared/api-key';
import type { TestApp } from './test-app';
import type { Account } from './workspace-fixture';
import { bearer } from './factories';

/** API key calls of a test: made signed in, and the account as a key would act for it. */
export function apiKeyCalls(t: TestApp) {
  const create = async (account: Account, input: CreateApiKeyInput): Promise<CreatedApiKey> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/api-keys',
      headers: bearer(account),
      payload: input,
    });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<CreatedApiKey>();
  };

  const list = async (account: Account): Promise<ApiKey[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/api-keys',
      headers: bearer(account),
    });
    return response.json<{ keys: ApiKey[] }>().keys;
  };

  const revoke = (account: Account, keyId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/me/api-keys/${keyId}`, headers: bearer(account) });

  /** The account acting through a key: every call helper taking an Account sends the key. */
  const asKey = (account: Account, secret: string): Account => ({
    ...account,
    access_token: secret,
  });

  return { create, list, revoke, asKey };
}
