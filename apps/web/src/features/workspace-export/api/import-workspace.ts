import { workspaceResponseSchema, type Workspace } from '@teamboard/shared';
import { api } from '../../../lib/api-client';

/** Sends an export zip; the answer is the new workspace, owned by the importer. */
export function importWorkspace(file: File): Promise<{ workspace: Workspace }> {
  const form = new FormData();
  form.append('file', file);
  return api.upload('POST', '/api/workspaces/import', workspaceResponseSchema, form);
}
