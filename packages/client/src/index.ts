import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
/** Every error answer's body: `{message, code, details?}`. */
export type ApiError = components['schemas']['ApiError'];
export type TeamboardClient = Client<paths>;

export interface TeamboardClientOptions {
  /** The app's address, as its OpenAPI document's `servers` names it: `https://teamboard.example.com`. */
  baseUrl: string;
  /** A personal API key, `tb_…` (Account → API keys). */
  apiKey: string;
}

/**
 * A typed client of the Teamboard API: `GET`, `POST`, `PUT`, `DELETE` take a path of the API
 * (`'/api/tasks/move'`) and check its parameters and body, and answer `{data}` or `{error}`
 * typed from the OpenAPI document.
 */
export function createTeamboardClient({
  baseUrl,
  apiKey,
}: TeamboardClientOptions): TeamboardClient {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` } });
}
