import {
  workspaceResponseSchema,
  type CreateWorkspaceInput,
  type Workspace,
} from '@teamboard/shared';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useWorkspaceMutation } from './use-workspace-mutation';

export function createWorkspace(input: CreateWorkspaceInput): Promise<{ workspace: Workspace }> {
  return api.post('/api/workspaces', workspaceResponseSchema, input);
}

/** The server also makes the new workspace the user's last active one; the stored user follows. */
function rememberAsLastActive(workspace: Workspace): void {
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, lastActiveWorkspaceURL: workspace.url });
}

/** Resolves once the lists include the new workspace, so the guard lets the user straight in. */
export function useCreateWorkspace() {
  return useWorkspaceMutation(createWorkspace, rememberAsLastActive);
}
