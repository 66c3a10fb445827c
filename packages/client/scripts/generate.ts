import { writeFile } from 'node:fs/promises';
import { buildOpenApiDocument } from '../../../apps/server/src/openapi-document';
import { clientTypesOf, SCHEMA_FILE } from './client-types';

// The document of the routes as they are now (the server is built, not started).
await writeFile(SCHEMA_FILE, await clientTypesOf(await buildOpenApiDocument()));
console.log(`wrote ${SCHEMA_FILE}`);
