import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import * as prettier from 'prettier';

/** The checked-in types of the API: generated, never edited by hand. */
export const SCHEMA_FILE = fileURLToPath(new URL('../src/schema.d.ts', import.meta.url));

const HEADER =
  "// Generated from the server's routes by `npm run generate -w @teamboard/client`: do not edit.\n";

/**
 * The TypeScript types of an OpenAPI document, as openapi-typescript writes them and prettier
 * formats them, so that the checked-in file and one generated now compare byte for byte.
 */
export async function clientTypesOf(document: unknown): Promise<string> {
  const types = astToString(await openapiTS(JSON.stringify(document)));
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(`${COMMENT_HEADER}${HEADER}\n${types}`, {
    ...options,
    filepath: SCHEMA_FILE,
  });
}
