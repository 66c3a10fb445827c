import {
  jiraImportResponseSchema,
  type ImportMapping,
  type JiraImport,
} from '@teamboard/shared/jira-import';
import { api } from '../../../lib/api-client';
import { importApiPath } from './get-import';

/** Replaces the whole mapping of an import still in preview. */
export function saveMapping(
  importId: string,
  mapping: ImportMapping,
): Promise<{ import: JiraImport }> {
  return api.put(importApiPath(importId, 'mapping'), jiraImportResponseSchema, mapping);
}
